import type { Ref, TextareaHTMLAttributes } from 'react';
import { useFieldControl } from '@/web/components/ui/field';
import { controlClasses } from '@/web/components/ui/input';
import { cn } from '@/web/lib/class-names';

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line control wired to its Field like Input. */
export function TextArea({ className, id, required, ...props }: TextAreaProps) {
  const control = useFieldControl({
    id,
    required,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'] as boolean | undefined,
  });
  return <textarea rows={3} {...props} {...control} className={cn(controlClasses, 'py-3', className)} />;
}
