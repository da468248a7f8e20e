import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/web/lib/class-names';
import { useFieldControl } from './field';
import { Input, type InputProps } from './input';

/** A password field with a show/hide toggle. The toggle says what it will do. */
export function PasswordInput({ className, id, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const { id: controlId } = useFieldControl({ id });
  return (
    <div className="relative">
      <Input
        {...props}
        id={controlId}
        type={visible ? 'text' : 'password'}
        className={cn('pr-14', className)}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={controlId}
        className="absolute inset-y-0 right-0.5 my-auto inline-flex size-11 items-center justify-center rounded-md text-ink-600 hover:text-fairway-800"
      >
        {visible ? (
          <EyeOff className="size-5" aria-hidden="true" />
        ) : (
          <Eye className="size-5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
