import { CircleAlert } from 'lucide-react';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { cn } from '@/web/lib/class-names';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/**
 * The ARIA wiring a control inside a Field needs: id (for the label), aria-describedby (hint and error) and
 * aria-invalid. Explicit props on the control win.
 */
export function useFieldControl(props: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  required?: boolean;
}) {
  const field = useContext(FieldContext);
  return {
    id: props.id ?? field?.id,
    'aria-describedby': props['aria-describedby'] ?? field?.describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid ? true : undefined),
    required: props.required ?? field?.required,
  };
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Extra content on the label's line, such as a 'Forgot Password?' link. */
  labelAside?: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Label above, optional hint, the control, and the error right under the control that caused it. */
export function Field({
  label,
  hint,
  error,
  required = false,
  labelAside,
  id,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>
      <div className={cn('flex flex-col gap-1.5', className)}>
        <div className="flex items-end justify-between gap-3">
          <label htmlFor={controlId} className="text-base font-semibold text-ink-900">
            {label}
          </label>
          {labelAside}
        </div>
        {hint && (
          <p id={hintId} className="-mt-0.5 text-sm text-ink-600">
            {hint}
          </p>
        )}
        {children}
        {error && errorId && <FieldError id={errorId} message={error} />}
      </div>
    </FieldContext.Provider>
  );
}

/** A field's error line, for controls laid out without `Field` (a radio group, a checkbox row). */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-error-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
