import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/web/lib/class-names';
import { useFieldControl } from './field';

/** Shared look of text-like controls; 16 px text so phones do not zoom in on focus. */
export const controlClasses =
  'block min-h-12 w-full rounded-md border border-line-strong bg-white px-3.5 text-base text-ink-900 shadow-xs ' +
  'placeholder:text-ink-500 transition-colors duration-150 hover:border-sand-500 ' +
  'focus-visible:border-fairway-600 aria-invalid:border-error-600 ' +
  'disabled:cursor-not-allowed disabled:bg-cream-100 disabled:text-ink-600';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, id, required, ...props }: InputProps) {
  const control = useFieldControl({
    id,
    required,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'] as boolean | undefined,
  });
  return <input {...props} {...control} className={cn(controlClasses, className)} />;
}
