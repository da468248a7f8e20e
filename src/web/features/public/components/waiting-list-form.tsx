import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { WAITING_LIST_PROGRAMMES, WAITING_LIST_THANKS } from '@/core/content/pages/waiting-list';
import {
  CHILD_AGE,
  isEmailAddress,
  WAITING_LIST_NAME_MAX,
  WAITING_LIST_PHONE,
  WHOLE_YEARS,
} from '@/core/rules/contact-rules';
import { isCleanText, isSingleLine } from '@/core/rules/text-rules';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { apiPost, errorMessageFor } from '@/web/lib/api';
import { focusFirstProblem, serverProblems } from './public-form-problems';

export type WaitingListProgramme = (typeof WAITING_LIST_PROGRAMMES)[number];

export interface WaitingListValues {
  parentName: string;
  email: string;
  phone: string;
  childAge: string;
  programme: string;
}

export type WaitingListErrors = Partial<Record<keyof WaitingListValues, string>>;

/**
 * The checks worth making before a round trip: the server validates again and its field messages are
 * shown the same way.
 */
export function validateWaitingList(values: WaitingListValues): WaitingListErrors {
  const errors: WaitingListErrors = {};
  const name = values.parentName.trim();
  if (!name) errors.parentName = 'Enter your name';
  else if (!isCleanText(values.parentName))
    errors.parentName = 'Your name must not contain control characters';
  else if (!isSingleLine(values.parentName)) errors.parentName = 'Your name must be on one line';
  else if (name.length > WAITING_LIST_NAME_MAX)
    errors.parentName = `Your name must be at most ${WAITING_LIST_NAME_MAX} characters`;
  const email = values.email.trim();
  if (!email) errors.email = 'Enter your e-mail address';
  else if (!isCleanText(values.email) || !isSingleLine(values.email) || !isEmailAddress(email))
    errors.email = 'Enter an e-mail address like name@example.com';
  const phone = values.phone.trim();
  if (!phone) errors.phone = 'Enter a phone number';
  else if (
    phone.length < WAITING_LIST_PHONE.min ||
    phone.length > WAITING_LIST_PHONE.max ||
    !WAITING_LIST_PHONE.pattern.test(phone)
  )
    errors.phone = 'Enter a phone number we can call';
  const age = values.childAge.trim();
  if (!age) errors.childAge = "Enter your child's age";
  else if (!WHOLE_YEARS.test(age)) errors.childAge = "Enter your child's age in whole years";
  else if (Number(age) < CHILD_AGE.min) errors.childAge = 'Our youngest golfers are 5';
  else if (Number(age) > CHILD_AGE.max) errors.childAge = 'Enter an age up to 99';
  if (!(WAITING_LIST_PROGRAMMES as readonly string[]).includes(values.programme)) {
    errors.programme = 'Choose a programme';
  }
  return errors;
}

const FIELD_NAMES: (keyof WaitingListValues)[] = ['parentName', 'email', 'phone', 'childAge', 'programme'];

interface WaitingListFormProps {
  defaultProgramme?: WaitingListProgramme;
  /** Shown after a successful sign-up, to close the popup. */
  onDone?: () => void;
}

/** Our own waiting-list form (used when no lead-capture provider is configured). */
export function WaitingListForm({ defaultProgramme, onDone }: WaitingListFormProps) {
  const [values, setValues] = useState<WaitingListValues>({
    parentName: '',
    email: '',
    phone: '',
    childAge: '',
    programme: defaultProgramme ?? '',
  });
  const [errors, setErrors] = useState<WaitingListErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  function update(name: keyof WaitingListValues, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found = validateWaitingList(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstProblem(event.currentTarget, FIELD_NAMES, found);
      return;
    }
    const form = event.currentTarget;
    setSending(true);
    try {
      await apiPost('/api/waiting-list', {
        parentName: values.parentName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        childAge: Number(values.childAge),
        programme: values.programme,
      });
      setDone(true);
    } catch (error) {
      const known = serverProblems(error, FIELD_NAMES);
      setErrors(known);
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

  if (done) {
    return (
      <div className="flex flex-col items-center py-4 text-center">
        <CircleCheck className="size-12 text-success-600" aria-hidden="true" />
        <p role="status" className="mt-4 text-lg font-medium text-ink-900">
          {WAITING_LIST_THANKS}
        </p>
        {onDone && (
          <Button variant="secondary" className="mt-6" onClick={onDone}>
            Close
          </Button>
        )}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError && <Alert>{formError}</Alert>}
      <Field label="Parent or guardian name" error={errors.parentName} required>
        <Input
          name="parentName"
          autoComplete="name"
          value={values.parentName}
          onChange={(e) => update('parentName', e.target.value)}
        />
      </Field>
      <Field label="E-mail" error={errors.email} required>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
        />
      </Field>
      <Field label="Phone" error={errors.phone} required>
        <Input
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => update('phone', e.target.value)}
        />
      </Field>
      <Field label="Child's age" hint="We coach golfers from the age of 5." error={errors.childAge} required>
        <Input
          name="childAge"
          inputMode="numeric"
          value={values.childAge}
          onChange={(e) => update('childAge', e.target.value)}
          className="max-w-32"
        />
      </Field>
      <Field label="Programme" error={errors.programme} required>
        <Select
          name="programme"
          value={values.programme}
          onChange={(e) => update('programme', e.target.value)}
        >
          <option value="" disabled>
            Choose a programme
          </option>
          {WAITING_LIST_PROGRAMMES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" size="lg" loading={sending} loadingText="Sending..." className="mt-1 w-full">
        Join the waiting list
      </Button>
      <p className="text-sm text-ink-600">
        We use these details only to contact you about a place, and delete them once you have one or tell us
        you no longer need one.
      </p>
    </form>
  );
}
