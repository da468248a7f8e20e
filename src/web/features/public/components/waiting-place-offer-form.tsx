import { type FormEvent, useState } from 'react';
import type { BookingConfirmation } from '@/core/contracts/booking';
import type { ClaimWaitingPlaceResponse, WaitingPlaceView } from '@/core/contracts/session-waiting-list';
import { BOOKING_COMMENT_MAX } from '@/core/rules/contact-rules';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DateInput } from '@/web/components/ui/date-input';
import { Field, useFieldControl } from '@/web/components/ui/field';
import { controlClasses, Input } from '@/web/components/ui/input';
import { apiPost, errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { detailsProblems } from './booking-widget/booking-details-rules';
import { focusFirstProblem, serverProblems } from './public-form-problems';

interface OfferValues {
  participantDateOfBirth: string;
  medicalNotes: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
}
type Problems = Partial<Record<keyof OfferValues, string>>;
/** The booking names the participant's fields as `participant.…`: shown against this form's own. */
const PARTICIPANT_NAMES = {
  participantDateOfBirth: 'participant.dateOfBirth',
  medicalNotes: 'participant.medicalNotes',
  emergencyContactName: 'participant.emergencyContactName',
  emergencyContactPhone: 'participant.emergencyContactPhone',
};
const FIELD_NAMES: (keyof OfferValues)[] = [
  'participantDateOfBirth',
  'medicalNotes',
  'emergencyContactName',
  'emergencyContactPhone',
];

/** What joining did not ask and the booking needs; the server checks the age range on the day. */
function offerProblems(values: OfferValues, asksWelfare: boolean): Problems {
  const problems: Problems = {};
  if (!values.participantDateOfBirth) problems.participantDateOfBirth = 'Enter a date of birth';
  if (!asksWelfare) return problems;
  const contact = detailsProblems({
    name: values.emergencyContactName,
    email: '',
    phone: values.emergencyContactPhone,
    comment: values.medicalNotes,
  });
  if (!values.medicalNotes.trim()) problems.medicalNotes = 'Enter medical notes, or "None"';
  else if (contact.comment) problems.medicalNotes = contact.comment.replace('Comment', 'Medical notes');
  if (!values.emergencyContactName.trim()) problems.emergencyContactName = 'Enter an emergency contact';
  else if (contact.name) problems.emergencyContactName = contact.name;
  if (!values.emergencyContactPhone.trim()) problems.emergencyContactPhone = 'Enter their phone number';
  else if (contact.phone) problems.emergencyContactPhone = contact.phone;
  return problems;
}

/**
 * Booking the place held from the waiting list: the day, the customer and who the place is for are the
 * offer's; the form asks the rest. The answer is the server's booking (or its payment page), nothing more.
 */
export function WaitingPlaceOfferForm({
  token,
  view,
  onBooked,
}: {
  token: string;
  view: WaitingPlaceView;
  onBooked: (booking: BookingConfirmation) => void;
}) {
  const [values, setValues] = useState<OfferValues>({
    participantDateOfBirth: '',
    medicalNotes: '',
    emergencyContactName: '',
    emergencyContactPhone: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const update = (name: keyof OfferValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (problems[name]) setProblems((p) => ({ ...p, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const found = offerProblems(values, view.asksWelfare);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      focusFirstProblem(form, FIELD_NAMES, found);
      return;
    }
    setSending(true);
    try {
      const welfare = view.asksWelfare
        ? {
            medicalNotes: values.medicalNotes.trim(),
            emergencyContactName: values.emergencyContactName.trim(),
            emergencyContactPhone: values.emergencyContactPhone.trim(),
          }
        : {};
      const answer = await apiPost<ClaimWaitingPlaceResponse>('/api/waiting-list/place/claim', {
        token,
        participantDateOfBirth: values.participantDateOfBirth,
        ...welfare,
      });
      onBooked(answer.booking);
    } catch (error) {
      const known = serverProblems(error, FIELD_NAMES, PARTICIPANT_NAMES);
      setProblems(known);
      setFormError(
        errorMessageFor(error, {
          server: 'We could not book the place. Please check the form and try again.',
          network: 'We could not reach the academy. Check your connection and try again.',
        }),
      );
      focusFirstProblem(form, FIELD_NAMES, known);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError && <Alert>{formError}</Alert>}
      <Field
        label={`${view.participantName}’s date of birth`}
        hint="dd/mm/yyyy"
        error={problems.participantDateOfBirth}
        required
      >
        <DateInput
          name="participantDateOfBirth"
          value={values.participantDateOfBirth}
          onChange={(iso) => update('participantDateOfBirth', iso)}
        />
      </Field>
      {view.asksWelfare && (
        <>
          <Field
            label="Medical notes"
            hint="Allergies, conditions or medication the coaches should know about, or None."
            error={problems.medicalNotes}
            required
          >
            <NotesBox value={values.medicalNotes} onChange={(v) => update('medicalNotes', v)} />
          </Field>
          <Field label="Emergency contact" error={problems.emergencyContactName} required>
            <Input
              name="emergencyContactName"
              autoComplete="off"
              value={values.emergencyContactName}
              onChange={(e) => update('emergencyContactName', e.target.value)}
            />
          </Field>
          <Field label="Emergency contact phone" error={problems.emergencyContactPhone} required>
            <Input
              name="emergencyContactPhone"
              type="tel"
              autoComplete="off"
              value={values.emergencyContactPhone}
              onChange={(e) => update('emergencyContactPhone', e.target.value)}
            />
          </Field>
        </>
      )}
      <Button type="submit" size="lg" loading={sending} loadingText="Booking..." className="w-full">
        Book this place
      </Button>
    </form>
  );
}

/** A textarea wired to its Field (label, hint, invalid state) the way Input is. */
function NotesBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const control = useFieldControl({});
  return (
    <textarea
      name="medicalNotes"
      rows={3}
      maxLength={BOOKING_COMMENT_MAX}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...control}
      className={cn(controlClasses, 'min-h-24 py-3')}
    />
  );
}
