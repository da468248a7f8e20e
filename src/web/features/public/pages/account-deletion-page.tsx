import { Trash2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/web/components/ui/alert';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { errorMessageFor } from '@/web/lib/api';
import { QueryProvider } from '@/web/lib/query-provider';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useConfirmAccountDeletion } from '../api/confirm-account-deletion';
import { EmailedLinkCard, EmailedLinkDone } from '../components/emailed-link-card';

/** /account-deletion?token=…: the page the deletion e-mail links to; nothing is removed until it is confirmed. */
export function AccountDeletionPage() {
  return (
    <QueryProvider>
      <AccountDeletion />
    </QueryProvider>
  );
}

function AccountDeletion() {
  useDocumentTitle('Delete Account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();

  return (
    <EmailedLinkCard title="Delete the account" icon={Trash2} tone="error" hasToken={Boolean(token)}>
      {token ? (
        <ConfirmDeletion token={token} />
      ) : (
        <Alert tone="info" title="This link is incomplete">
          The page needs the full link from the e-mail. You can ask again from My Profile in the Student
          Portal.
        </Alert>
      )}
    </EmailedLinkCard>
  );
}

function ConfirmDeletion({ token }: { token: string }) {
  const mutation = useConfirmAccountDeletion();

  if (mutation.isSuccess) {
    return (
      <EmailedLinkDone title="The account has been deleted">
        <p className="text-base text-ink-700">{mutation.data.message}</p>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Back to the home page
        </Link>
      </EmailedLinkDone>
    );
  }

  const failure = mutation.isError
    ? errorMessageFor(mutation.error, {
        server: 'We could not delete the account. Please try again.',
        network: 'We could not reach the academy. Please check your connection.',
      })
    : null;

  return (
    <div className="flex flex-col gap-5">
      {failure && <Alert>{failure}</Alert>}
      <p className="text-base text-ink-700">
        Deleting the account removes the profile, messages, progress, badges, photos and videos for good. It
        cannot be undone. If you want a copy, download it from My Profile first.
      </p>
      <Button
        variant="destructive"
        size="lg"
        loading={mutation.isPending}
        loadingText="Deleting..."
        onClick={() => mutation.mutate({ token })}
      >
        Delete the account for good
      </Button>
    </div>
  );
}
