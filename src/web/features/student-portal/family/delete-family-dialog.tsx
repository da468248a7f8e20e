import type { FieldErrors } from 'react-hook-form';
import { type FamilyDeletionBody, familyDeletionBody } from '@/core/contracts/data-rights';
import type { FamilyChild } from '@/core/contracts/family';
import { MutationDialog } from '@/web/components/portal/mutation-dialog';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useRequestFamilyDeletion } from './api/family-data';

type ChildChoice = Pick<FamilyChild, 'id' | 'firstName' | 'mayBeKept'>;

/**
 * Deleting the family account: for each child, their account deleted too, or kept with their other
 * guardian (offered only where the server says there is one). Sends the request; the e-mailed link does it.
 */
export function DeleteFamilyDialog({
  family,
  open,
  onOpenChange,
}: {
  family: readonly ChildChoice[];
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const request = useRequestFamilyDeletion();
  // Where the child can stay with their other guardian, that is the choice already made: deleting is asked for.
  const initial = (): FamilyDeletionBody => ({
    children: family.map((c) => ({ id: c.id, action: c.mayBeKept ? 'keep' : 'delete' })),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(familyDeletionBody, { defaultValues: initial() });
  const fields = family.map((_, i) => `children.${i}.action` as const);

  const submit = handleSubmit((values) =>
    request.mutate(values, { onError: (error) => showServerFieldErrors(error, setError, fields) }),
  );

  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      mutation={request}
      onReopen={() => reset(initial())}
      title="Delete your family account?"
      description={
        <>
          Your account, your sign-in and the invitations you sent will be deleted. Say what happens to each
          child's account. We will e-mail you a link to confirm; nothing is deleted until you open it.
        </>
      }
      failure={{
        server: 'We could not send the confirmation e-mail. Please try again.',
        network: 'We could not reach the academy. Please check your connection.',
      }}
      fields={fields}
      success={(data) => data.message}
      cancelLabel="Keep my account"
      submitVariant="destructive"
      submitLabel="E-mail me the link"
      loadingText="Sending..."
      onSubmit={submit}
    >
      {family.map((child, i) => (
        <ChildChoiceField key={child.id} child={child} index={i} register={register} errors={errors} />
      ))}
    </MutationDialog>
  );
}

function ChildChoiceField({
  child,
  index,
  register,
  errors,
}: {
  child: ChildChoice;
  index: number;
  register: ReturnType<typeof useContractForm<typeof familyDeletionBody>>['register'];
  errors: FieldErrors<FamilyDeletionBody>;
}) {
  const error = errors.children?.[index]?.action?.message;
  const name = `children.${index}.action` as const;
  const errorId = `delete-family-${child.id}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-ink-900">{child.firstName}</legend>
      {child.mayBeKept ? (
        <>
          <label className="flex items-start gap-2">
            <input type="radio" value="keep" className="mt-1 size-4" {...register(name)} />
            <span>Keep {child.firstName}'s account with their other parent or guardian</span>
          </label>
          <label className="flex items-start gap-2">
            <input type="radio" value="delete" className="mt-1 size-4" {...register(name)} />
            <span>Delete {child.firstName}'s account too</span>
          </label>
        </>
      ) : (
        <p className="text-ink-700">
          {child.firstName} has no other parent or guardian here, so their account will be deleted too.
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-error-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
