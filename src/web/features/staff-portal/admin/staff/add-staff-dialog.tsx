import type { FieldError } from 'react-hook-form';
import { type CreateStaffBody, createStaffBody } from '@/core/contracts/staff-admin';
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
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useCreateStaff } from '../api/admin-staff';

/** Coaches are added most often, so they come first. */
const ROLE_CHOICES: readonly StaffRole[] = ['coach', 'instructor', 'admin'];

const FIELDS = ['firstName', 'lastName', 'email', 'role'] as const;
const EMPTY: CreateStaffBody = { firstName: '', lastName: '', email: '', role: 'coach' };

const FAILED = {
  server: 'The account could not be made. Please try again.',
  network: 'The account could not be made. Please check your connection and try again.',
};

/**
 * The dialog asks for an empty field in its own words ("Enter their ..."); every other rule and message is
 * the contract's. An empty field is the contract's `too_small` (the server's own messages carry no type).
 */
const ASK_FOR = {
  firstName: 'Enter their first name',
  lastName: 'Enter their last name',
  email: 'Enter their e-mail address',
};
const messageOf = (error: FieldError | undefined, ask: string) =>
  error?.type === 'too_small' ? ask : error?.message;

/** The banner: the server's message when it named fields (they are marked too), else the failure itself. */
function bannerFor(error: unknown): string {
  if (isApiError(error) && Object.keys(error.fieldErrors).length) {
    return error.serverMessage || 'Please check the fields marked in red.';
  }
  return errorMessageFor(error, FAILED);
}

/**
 * A new coach, instructor or admin. No password is set here: the server e-mails them an invitation with a
 * link to choose their own, so a password is never typed or seen by anyone else.
 */
export function AddStaffDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const create = useCreateStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(createStaffBody, { defaultValues: EMPTY });

  const onSubmit = handleSubmit(
    (values) =>
      create.mutate(values, {
        onSuccess: ({ staff }) => {
          notify.success(`Invitation sent to ${staff.email}.`);
          reset(EMPTY);
          onOpenChange(false);
        },
        onError: (error) => showServerFieldErrors(error, setError, FIELDS),
      }),
    // A new attempt clears the last one's banner, even when it stops at the browser's own checks.
    () => create.reset(),
  );

  const message = create.isError ? bannerFor(create.error) : null;

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
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" error={messageOf(errors.firstName, ASK_FOR.firstName)} required>
              <Input autoComplete="off" maxLength={60} {...register('firstName')} />
            </Field>
            <Field label="Last name" error={messageOf(errors.lastName, ASK_FOR.lastName)} required>
              <Input autoComplete="off" maxLength={60} {...register('lastName')} />
            </Field>
          </div>
          <Field
            label="E-mail"
            hint="The invitation goes here, and it is what they sign in with."
            error={messageOf(errors.email, ASK_FOR.email)}
            required
          >
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              {...register('email')}
            />
          </Field>
          <Field
            label="Role"
            hint="Administrators also manage accounts, students and content."
            error={errors.role?.message}
          >
            <Select {...register('role')}>
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
