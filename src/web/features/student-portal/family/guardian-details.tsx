import { Mail, Pencil, Phone, UserRound } from 'lucide-react';
import { useState } from 'react';
import { type GuardianUser, updateGuardianBody } from '@/core/contracts/family';
import { MutationDialog } from '@/web/components/portal/mutation-dialog';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useUpdateGuardian } from './api/family';

const FIELDS = ['firstName', 'lastName', 'phone', 'email'] as const;

/** The guardian's own details on the Family home: what the academy and the coaches reach them by. */
export function GuardianDetails({ guardian }: { guardian: GuardianUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-5 sm:p-6">
        <section aria-labelledby="guardian-details" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="guardian-details" className="font-display text-2xl font-semibold text-ink-900">
              Your details
            </h2>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit your details
            </Button>
          </div>
          <dl className="grid gap-3 text-base sm:grid-cols-3">
            <Detail icon={UserRound} term="Name">
              {guardian.firstName} {guardian.lastName}
            </Detail>
            <Detail icon={Mail} term="E-mail">
              <span className="break-all">{guardian.email}</span>
            </Detail>
            <Detail icon={Phone} term="Phone">
              {guardian.phone ?? 'Not given'}
            </Detail>
          </dl>
          {guardian.pendingEmail && (
            <Alert tone="info">
              Waiting for you to confirm{' '}
              <span className="font-semibold break-all">{guardian.pendingEmail}</span>: open the link we sent
              there. Until then you sign in with {guardian.email}.
            </Alert>
          )}
        </section>
      </CardContent>
      <EditGuardianDialog guardian={guardian} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}

function Detail({
  icon: Icon,
  term,
  children,
}: {
  icon: typeof Mail;
  term: string;
  children: React.ReactNode;
}) {
  return (
    // A dl may group its dt and dd in one div, no deeper: the icon sits in the dt, the dd lines up with the term.
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-sm font-semibold text-ink-600">
        <Icon className="size-4 shrink-0 text-fairway-700" aria-hidden="true" />
        {term}
      </dt>
      <dd className="pl-6 text-ink-900">{children}</dd>
    </div>
  );
}

function EditGuardianDialog({
  guardian,
  open,
  onOpenChange,
}: {
  guardian: GuardianUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateGuardian();
  const saved = () => ({
    firstName: guardian.firstName,
    lastName: guardian.lastName,
    phone: guardian.phone ?? '',
    email: guardian.pendingEmail ?? guardian.email,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(updateGuardianBody, { defaultValues: saved() });

  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => onOpenChange(false),
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    }),
  );

  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      mutation={update}
      onReopen={() => reset(saved())}
      title="Edit your details"
      description={
        <>
          The academy and your children's coaches reach you by these. A new e-mail address is used once you
          open the link we send to it.
        </>
      }
      failure={{
        server: 'We could not save your details. Please try again.',
        network: 'We could not reach the academy. Please check your connection.',
      }}
      fields={FIELDS}
      submitLabel="Save details"
      loadingText="Saving..."
      onSubmit={submit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label="Last name" error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...register('lastName')} />
        </Field>
      </div>
      <Field label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </Field>
      <Field label="E-mail" hint="You sign in with it." error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
    </MutationDialog>
  );
}
