import type { FormEvent } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Field, useFieldControl } from '@/web/components/ui/field';
import { controlClasses, Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/class-names';
import type { DetailsForm } from './booking-state';

export const MISSING_FIELDS = 'Please fill in all required fields';

interface BookingDetailsFormProps {
  form: DetailsForm;
  onChange: (field: keyof DetailsForm, value: string) => void;
  /** Called on submit; the parent decides whether anything required is missing. */
  onSubmit: () => void;
  submitting: boolean;
  /** Shown in a red box above the fields. */
  error: string | null;
  /** The price line shown beside the button ('£110.00 for 2 days'). */
  summary?: string;
}

/** Step 5: who the booking is for, and Book Now (disabled until name and email are filled in). */
export function BookingDetailsForm({
  form,
  onChange,
  onSubmit,
  submitting,
  error,
  summary,
}: BookingDetailsFormProps) {
  const blank = !form.name.trim() || !form.email.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <div className="flex flex-col gap-5">
      {error && <Alert>{error}</Alert>}
      <form onSubmit={submit} noValidate aria-label="Your details" className="flex flex-col gap-5">
        <div className="grid gap-5 @xl:grid-cols-2">
          <Field label="Name" required>
            <Input
              name="name"
              autoComplete="name"
              value={form.name}
              onChange={(e) => onChange('name', e.target.value)}
            />
          </Field>
          <Field label="Email" hint="We send your confirmation here." required>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={form.email}
              onChange={(e) => onChange('email', e.target.value)}
            />
          </Field>
          <Field label="Phone" hint="Optional: in case we need to reach you on the day.">
            <Input
              name="phone"
              type="tel"
              autoComplete="tel"
              value={form.phone}
              onChange={(e) => onChange('phone', e.target.value)}
            />
          </Field>
          <Field label="Comment" hint="Optional: age, experience, anything we should know.">
            <CommentBox value={form.comment} onChange={(value) => onChange('comment', value)} />
          </Field>
        </div>
        <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
          {summary ? <p className="text-base text-ink-700">{summary}</p> : <span />}
          <Button
            type="submit"
            size="lg"
            disabled={blank}
            loading={submitting}
            loadingText="Creating Booking..."
            className="w-full sm:w-auto"
          >
            Book Now
          </Button>
        </div>
      </form>
    </div>
  );
}

/** A textarea wired to its Field (label, hint, invalid state) the way Input is. */
function CommentBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const control = useFieldControl({});
  return (
    <textarea
      name="comment"
      rows={3}
      maxLength={1000}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...control}
      className={cn(controlClasses, 'min-h-24 py-3')}
    />
  );
}
