import type { FormEvent } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DateInput } from '@/web/components/ui/date-input';
import { Field, useFieldControl } from '@/web/components/ui/field';
import { controlClasses, Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { cn } from '@/web/lib/class-names';
import type { DetailsForm } from './booking-state';

export const MISSING_FIELDS = 'Please fill in all required fields';

type Child = { id: string; firstName: string; lastName: string };

interface BookingDetailsFormProps {
  form: DetailsForm;
  /** A signed-in family's children: the form asks which of them the place is for, and nothing else. */
  family?: readonly Child[];
  /** Leaves the family's choice for the guest form (a place for someone outside the family). */
  onBookAsGuest?: () => void;
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

type Bind = (field: keyof DetailsForm) => {
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
};

/** Step 5: who is booking and who the place is for, and Book Now (disabled until all required is given). */
export function BookingDetailsForm({
  form,
  family,
  onBookAsGuest,
  complete,
  ageRange,
  asksWelfare,
  onChange,
  onSubmit,
  submitting,
  error,
  summary,
}: BookingDetailsFormProps) {
  const bind: Bind = (field) => ({
    name: field,
    value: form[field],
    onChange: (e) => onChange(field, e.target.value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  const ageHint = ageRange ? `This is for ${ageRange} on the day.` : undefined;
  return (
    <div className="flex flex-col gap-5">
      {error && <Alert>{error}</Alert>}
      <form onSubmit={submit} noValidate aria-label="Your details" className="flex flex-col gap-5">
        {family ? (
          <div className="grid gap-5 @xl:grid-cols-2">
            <Field label="Who is the place for?" hint={ageHint} required>
              <Select {...bind('studentId')}>
                <option value="">Choose your child</option>
                {family.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.firstName} {child.lastName}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Comment" hint="Optional: anything the coach should know.">
              <CommentBox value={form.comment} onChange={(value) => onChange('comment', value)} />
            </Field>
            <p className="text-sm text-ink-600 @xl:col-span-2">
              Booking with your family account: the confirmation goes to your e-mail, and the booking shows on
              your Family page.{' '}
              {onBookAsGuest && (
                <button
                  type="button"
                  className="font-semibold text-fairway-700 underline"
                  onClick={onBookAsGuest}
                >
                  Book for someone else
                </button>
              )}
            </p>
          </div>
        ) : (
          <GuestFields
            form={form}
            bind={bind}
            onChange={onChange}
            ageHint={ageHint}
            asksWelfare={asksWelfare}
          />
        )}
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

/** A guest's details: who is booking, and who takes the place (with a camp's welfare details). */
function GuestFields({
  form,
  bind,
  onChange,
  ageHint,
  asksWelfare,
}: {
  form: DetailsForm;
  bind: Bind;
  onChange: (field: keyof DetailsForm, value: string) => void;
  ageHint: string | undefined;
  asksWelfare: boolean;
}) {
  return (
    <>
      <div className="grid gap-5 @xl:grid-cols-2">
        <Field label="Name" required>
          <Input autoComplete="name" {...bind('name')} />
        </Field>
        <Field label="Email" hint="We send your confirmation here." required>
          <Input type="email" autoComplete="email" inputMode="email" {...bind('email')} />
        </Field>
        <Field label="Phone" hint="Optional: in case we need to reach you on the day.">
          <Input type="tel" autoComplete="tel" {...bind('phone')} />
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
            <Input autoComplete="off" {...bind('participantName')} />
          </Field>
          <Field label="Participant's date of birth" hint={ageHint} required>
            <DateInput
              name="participantDateOfBirth"
              value={form.participantDateOfBirth}
              onChange={(iso) => onChange('participantDateOfBirth', iso)}
            />
          </Field>
        </div>
        {asksWelfare && (
          <div className="grid gap-5 @xl:grid-cols-2">
            <Field
              label="Medical conditions or allergies"
              hint='Write "None" if there are none. Only the coaches on the day and the academy see this.'
              required
            >
              <Input autoComplete="off" {...bind('medicalNotes')} />
            </Field>
            <Field label="Emergency contact name" hint="Someone we can reach on the day." required>
              <Input autoComplete="off" {...bind('emergencyContactName')} />
            </Field>
            <Field label="Emergency contact phone" required>
              <Input type="tel" autoComplete="off" {...bind('emergencyContactPhone')} />
            </Field>
          </div>
        )}
      </fieldset>
    </>
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
