import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { JoinWaitingListBody, JoinWaitingListResponse } from '@/core/contracts/session-waiting-list';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { apiPost, errorMessageFor } from '@/web/lib/api';
import { detailsProblems } from './booking-widget/booking-details-rules';
import { focusFirstProblem, serverProblems } from './public-form-problems';

export interface CampDayWaitingValues {
  name: string;
  email: string;
  phone: string;
  participantName: string;
}
type Problems = Partial<Record<keyof CampDayWaitingValues, string>>;
const FIELD_NAMES: (keyof CampDayWaitingValues)[] = ['name', 'email', 'phone', 'participantName'];

/** The contract's rules, checked before the round trip (the booking form's own, for the same fields). */
export function campDayWaitingProblems(values: CampDayWaitingValues): Problems {
  const problems: Problems = detailsProblems({ ...values, comment: '' });
  if (!values.name.trim()) problems.name = 'Name is required';
  if (!values.email.trim()) problems.email = 'Email is required';
  const who = detailsProblems({ name: values.participantName, email: '', phone: '', comment: '' }).name;
  if (!values.participantName.trim()) problems.participantName = 'Tell us who the place is for';
  else if (who) problems.participantName = who;
  return problems;
}

/** The request the form sends: trimmed, and without an empty phone. */
export function campDayWaitingBody(values: CampDayWaitingValues): JoinWaitingListBody {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone && { phone }),
    participantName: values.participantName.trim(),
  };
}

/** Joining a full camp day's waiting list: the server says where they stand, and nothing else is claimed. */
export function CampDayWaitingForm({ sessionId, onDone }: { sessionId: number; onDone: () => void }) {
  const [values, setValues] = useState<CampDayWaitingValues>({
    name: '',
    email: '',
    phone: '',
    participantName: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);

  const update = (name: keyof CampDayWaitingValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (problems[name]) setProblems((p) => ({ ...p, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const found = campDayWaitingProblems(values);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      focusFirstProblem(form, FIELD_NAMES, found);
      return;
    }
    setSending(true);
    try {
      const answer = await apiPost<JoinWaitingListResponse>(
        `/api/camp-days/${sessionId}/waiting-list`,
        campDayWaitingBody(values),
      );
      setJoined(answer.message);
    } catch (error) {
      const known = serverProblems(error, FIELD_NAMES);
      setProblems(known);
      setFormError(
        errorMessageFor(error, {
          server: 'We could not add you to the waiting list. Please check the form and try again.',
          network: 'We could not reach the academy. Check your connection and try again.',
        }),
      );
      focusFirstProblem(form, FIELD_NAMES, known);
    } finally {
      setSending(false);
    }
  }

  if (joined) {
    return (
      <div className="flex flex-col items-center py-4 text-center">
        <CircleCheck className="size-12 text-success-600" aria-hidden="true" />
        <p role="status" className="mt-4 text-lg font-medium text-ink-900">
          {joined}
        </p>
        <Button variant="secondary" className="mt-6" onClick={onDone}>
          Close
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError && <Alert>{formError}</Alert>}
      <Field label="Your name" error={problems.name} required>
        <Input
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => update('name', e.target.value)}
        />
      </Field>
      <Field label="E-mail" error={problems.email} required>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
        />
      </Field>
      <Field label="Phone" hint="Optional: if we need to reach you quickly." error={problems.phone}>
        <Input
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => update('phone', e.target.value)}
        />
      </Field>
      <Field label="Who the place is for" error={problems.participantName} required>
        <Input
          name="participantName"
          autoComplete="off"
          value={values.participantName}
          onChange={(e) => update('participantName', e.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" loading={sending} loadingText="Sending..." className="mt-1 w-full">
        Join the waiting list
      </Button>
      <p className="text-sm text-ink-600">
        Nothing is booked or paid now. We keep these details until the day is over, to offer you a place.
      </p>
    </form>
  );
}
