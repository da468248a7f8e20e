import { MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/web/components/ui/alert';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { errorMessageFor } from '@/web/lib/api';
import { QueryProvider } from '@/web/lib/query-provider';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useConfirmEmail } from '../api/confirm-email';
import { EmailedLinkCard, EmailedLinkDone } from '../components/emailed-link-card';

/**
 * /confirm-email?token=…: the page the confirmation e-mail links to. The address is confirmed by a press
 * of the button, not by opening the page, so a mail scanner that follows links confirms nothing.
 */
export function ConfirmEmailPage() {
  return (
    <QueryProvider>
      <ConfirmEmail />
    </QueryProvider>
  );
}

function ConfirmEmail() {
  useDocumentTitle('Confirm Your E-mail Address');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();

  return (
    <EmailedLinkCard
      title="Confirm your e-mail address"
      icon={MailCheck}
      tone="fairway"
      hasToken={Boolean(token)}
    >
      {token ? (
        <ConfirmWithToken token={token} />
      ) : (
        <Alert tone="info" title="This link is incomplete">
          The page needs the full link from the e-mail. You can ask for a new one from the Student Portal.
        </Alert>
      )}
    </EmailedLinkCard>
  );
}

function ConfirmWithToken({ token }: { token: string }) {
  const mutation = useConfirmEmail();

  if (mutation.isSuccess) {
    return (
      <EmailedLinkDone title="E-mail address confirmed">
        <p className="text-base text-ink-700">{mutation.data.message}</p>
        <Link to="/student-portal" className={buttonClasses()}>
          Go to the Student Portal
        </Link>
      </EmailedLinkDone>
    );
  }

  const failure = mutation.isError
    ? errorMessageFor(mutation.error, {
        server: 'We could not confirm the address. Please try again.',
        network: 'We could not reach the academy. Please check your connection.',
      })
    : null;

  return (
    <div className="flex flex-col gap-5">
      {failure && <Alert>{failure}</Alert>}
      <p className="text-base text-ink-700">
        Confirming tells the academy this address is yours. Then you can message your coach and upload photos
        and videos in the Student Portal.
      </p>
      <Button
        size="lg"
        loading={mutation.isPending}
        loadingText="Confirming..."
        onClick={() => mutation.mutate({ token })}
      >
        Confirm my e-mail address
      </Button>
    </div>
  );
}
