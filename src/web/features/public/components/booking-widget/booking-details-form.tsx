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
  /** Everything required is filled in (Book Now is disabled until then). */
  complete: boolean;
  /** 'ages 5 to 17', shown beside the participant's date of birth; the server checks it on the day. */
  ageRange: string | null;
  /** The service asks for medical notes and an emergency contact (camps). */
  asksWelfare: boolean;
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
  complete,
  ageRange,
  asksWelfare,
  onChange,
  onSubmit,
  submitting,
  error,
  summary,
}: BookingDetailsFormProps) {
  const text = (field: keyof DetailsForm) => ({
    name: field,
    value: form[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
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
          <Field label="Comment" hint="Optional: experience, anything we should know.">
            <CommentBox value={form.comment} onChange={(value) => onChange('comment', value)} />
          </Field>
        </div>
        <fieldset className="flex flex-col gap-5 border-t border-line pt-5">
          <legend className="sr-only">Who the place is for</legend>
          <h4 className="text-lg font-semibold text-ink-900">Who is the place for?</h4>
          <div className="grid gap-5 @xl:grid-cols-2">
            <Field label="Participant's name" hint="Your child's name, or yours if it is for you." required>
              <Input autoComplete="off" {...text('participantName')} />
            </Field>
            <Field
              label="Participant's date of birth"
              hint={ageRange ? `This is for ${ageRange} on the day.` : undefined}
              required
            >
              <Input type="date" {...text('participantDateOfBirth')} />
            </Field>
          </div>
          {asksWelfare && (
            <div className="grid gap-5 @xl:grid-cols-2">
              <Field
                label="Medical conditions or allergies"
                hint='Write "None" if there are none. Only the coaches on the day and the academy see this.'
                required
              >
                <Input autoComplete="off" {...text('medicalNotes')} />
              </Field>
              <Field label="Emergency contact name" hint="Someone we can reach on the day." required>
                <Input autoComplete="off" {...text('emergencyContactName')} />
              </Field>
              <Field label="Emergency contact phone" required>
                <Input type="tel" autoComplete="off" {...text('emergencyContactPhone')} />
              </Field>
            </div>
          )}
        </fieldset>
        <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
          {summary ? <p className="text-base text-ink-700">{summary}</p> : <span />}
          <Button
            type="submit"
            size="lg"
            disabled={!complete}
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
