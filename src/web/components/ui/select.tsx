import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/web/lib/class-names';
import { useFieldControl } from './field';
import { controlClasses } from './input';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native select, styled: the phone's own picker is the most usable one there is. */
export function Select({ className, id, required, children, ...props }: SelectProps) {
  const control = useFieldControl({
    id,
    required,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'] as boolean | undefined,
  });
  return (
    <div className="relative">
      <select {...props} {...control} className={cn(controlClasses, 'appearance-none pr-11', className)}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-ink-600"
        aria-hidden="true"
      />
    </div>
  );
}
