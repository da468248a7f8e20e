import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/web/lib/class-names';

interface CheckboxProps extends Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A checkbox with its label; the whole row is the tap target. */
export function Checkbox({ label, hint, id, className, ...props }: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? `checkbox-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <CheckboxPrimitive.Root
        id={controlId}
        aria-describedby={hintId}
        className={cn(
          'peer mt-3 inline-flex size-5 shrink-0 items-center justify-center rounded-sm border-2 border-ink-500 bg-white',
          'transition-colors duration-150 hover:border-fairway-600',
          'data-[state=checked]:border-fairway-700 data-[state=checked]:bg-fairway-700 data-[state=checked]:text-white',
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator>
          <Check className="size-4" strokeWidth={3} aria-hidden="true" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="flex min-h-11 flex-col justify-center">
        <label htmlFor={controlId} className="cursor-pointer text-base text-ink-800">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-ink-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
