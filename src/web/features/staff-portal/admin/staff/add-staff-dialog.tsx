import { type FormEvent, useState } from 'react';
import type { CreateStaffBody } from '@/core/contracts/staff-admin';
import { type StaffRole, staffRoleLabel } from '@/core/rules/staff-roles';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor, isApiError } from '@/web/lib/api';
import { useCreateStaff } from '../api/admin-staff';

/** Coaches are added most often, so they come first. */
const ROLE_CHOICES: readonly StaffRole[] = ['coach', 'instructor', 'admin'];

const EMPTY: CreateStaffBody = { firstName: '', lastName: '', email: '', role: 'coach' };

const FAILED = {
  server: 'The account could not be made. Please try again.',
  network: 'The account could not be made. Please check your connection and try again.',
};

/** What the browser can tell before sending; the server checks everything again and its answer wins. */
function missingFields(form: CreateStaffBody): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.firstName.trim()) errors.firstName = 'Enter their first name';
  if (!form.lastName.trim()) errors.lastName = 'Enter their last name';
  if (!form.email.trim()) errors.email = 'Enter their e-mail address';
  return errors;
}

/** Moves focus to the first field marked invalid, once React has marked it. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * A new coach, instructor or admin. No password is set here: the server e-mails them an invitation with a
 * link to choose their own, so a password is never typed or seen by anyone else.
 */
export function AddStaffDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const create = useCreateStaff();
  const [form, setForm] = useState<CreateStaffBody>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const set = (key: keyof CreateStaffBody) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [key]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setMessage(null);
    const missing = missingFields(form);
    setErrors(missing);
    if (Object.keys(missing).length) {
      focusFirstInvalid(formElement);
      return;
    }
    try {
      const { staff } = await create.mutateAsync({
        ...form,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
      });
      notify.success(`Invitation sent to ${staff.email}.`);
      setForm(EMPTY);
      onOpenChange(false);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors(fields);
      setMessage(
        Object.keys(fields).length
          ? (isApiError(error) && error.serverMessage) || 'Please check the fields marked in red.'
          : errorMessageFor(error, FAILED),
      );
      focusFirstInvalid(formElement);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Add staff member</DialogTitle>
          <DialogDescription>
            We e-mail them an invitation with a link to choose their own password. They can sign in to the
            staff portal once they have.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" error={errors.firstName} required>
              <Input value={form.firstName} onChange={set('firstName')} autoComplete="off" maxLength={60} />
            </Field>
            <Field label="Last name" error={errors.lastName} required>
              <Input value={form.lastName} onChange={set('lastName')} autoComplete="off" maxLength={60} />
            </Field>
          </div>
          <Field
            label="E-mail"
            hint="The invitation goes here, and it is what they sign in with."
            error={errors.email}
            required
          >
            <Input
              type="email"
              inputMode="email"
              value={form.email}
              onChange={set('email')}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <Field
            label="Role"
            hint="Administrators also manage accounts, students and content."
            error={errors.role}
          >
            <Select value={form.role} onChange={set('role')}>
              {ROLE_CHOICES.map((role) => (
                <option key={role} value={role}>
                  {staffRoleLabel(role)}
                </option>
              ))}
            </Select>
          </Field>
          <p className="text-sm text-ink-600">
            If the invitation runs out before they use it, send them a reset link from their account.
          </p>
          {message && <Alert tone="error">{message}</Alert>}
          <DialogFooter className="mt-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} loadingText="Sending invitation…">
              Send invitation
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
