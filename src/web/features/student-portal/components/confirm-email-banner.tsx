import { MailWarning } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { errorMessageFor } from '@/web/lib/api';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * Shown until the student opens the link mailed at registration: the server refuses their messages and
 * uploads until then, so the portal says why up front and offers a fresh link. A guardian's own address is
 * the one that counts when they act for a child; the resend route only mails students, so a guardian is
 * not offered a button that cannot work.
 */
export function ConfirmEmailBanner({ email, canResend = true }: { email: string; canResend?: boolean }) {
  const resend = useResendConfirmation();
  const failure = resend.isError
    ? errorMessageFor(resend.error, {
        server: 'We could not send the e-mail. Please try again.',
        network: 'We could not reach the academy. Please check your connection.',
      })
    : null;

  return (
    <section
      aria-labelledby="confirm-email-title"
      className="flex flex-col gap-3 rounded-lg border border-info-600/30 bg-info-50 px-4 py-3 text-info-700 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="flex flex-col gap-0.5">
          <h2 id="confirm-email-title" className="text-base font-semibold">
            Confirm your e-mail address
          </h2>
          <p className="text-sm">
            We sent a link to <span className="font-semibold break-all">{email}</span>. Open it to message
            your coach and upload photos and videos.
          </p>
          <div aria-live="polite" className="text-sm font-semibold">
            {resend.isSuccess && <p>{resend.data.message}</p>}
            {failure && <p className="text-error-700">{failure}</p>}
          </div>
        </div>
      </div>
      {canResend && (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start sm:self-center"
          loading={resend.isPending}
          loadingText="Sending..."
          onClick={() => resend.mutate()}
        >
          Resend confirmation e-mail
        </Button>
      )}
    </section>
  );
}
