import { MutationDialog } from '@/web/components/portal/mutation-dialog';
import { useRequestChildDeletion } from './api/family-data';

/** Asks to delete one child's account: the server e-mails the guardian the link that does it. */
export function DeleteChildDialog({
  child,
  open,
  onOpenChange,
}: {
  child: { id: string; firstName: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const request = useRequestChildDeletion(child.id);
  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      mutation={request}
      title={<>Delete {child.firstName}'s account?</>}
      description={
        <>
          This removes {child.firstName}'s profile, messages, progress, badges, photos and videos for good. We
          will e-mail you a link to confirm; nothing is deleted until you open it.
        </>
      }
      failure={{
        server: 'We could not send the confirmation e-mail. Please try again.',
        network: 'We could not reach the academy. Please check your connection.',
      }}
      success={(data) => data.message}
      cancelLabel={<>Keep {child.firstName}'s account</>}
      submitVariant="destructive"
      submitLabel="E-mail me the link"
      loadingText="Sending..."
      onConfirm={() => request.mutate()}
    />
  );
}
