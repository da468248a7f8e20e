import { Download, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/web/components/ui/alert';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { isApiError } from '@/web/lib/api';
import { useCheckoutReturn, useDownloadFileUrl } from './api/downloads';

/** The address Stripe sends the student back to names the session: `?purchase=cs_…`. */
export const PURCHASE_PARAM = 'purchase';

/**
 * Back from Stripe Checkout: what the server confirmed of the payment, and nothing more. "Purchase
 * complete" is said only once the server has Stripe's word; until then the student is told it is being
 * checked, or that no payment has arrived.
 */
export function CheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get(PURCHASE_PARAM);
  const checked = useCheckoutReturn(sessionId);
  const downloadFileUrl = useDownloadFileUrl();
  if (!sessionId) return null;

  const dismiss = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(PURCHASE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const close = (
    <Button size="icon" variant="ghost" onClick={dismiss} aria-label="Close this message">
      <X aria-hidden="true" />
    </Button>
  );

  let message: ReactNode;
  if (checked.isPending) {
    message = <Alert tone="info">Checking your payment with Stripe…</Alert>;
  } else if (checked.isError) {
    message = (
      <Alert>
        {isApiError(checked.error) && checked.error.status === 404
          ? 'We could not find that payment. If you paid, please contact the academy.'
          : 'We could not check your payment just now. Please refresh the page in a minute.'}
      </Alert>
    );
  } else if (checked.data.paid) {
    const { download } = checked.data;
    message = (
      <Alert tone="success" title="Purchase complete">
        <div className="flex flex-col gap-3">
          <p>“{download.title}” is yours to keep. Download it here or from its card below.</p>
          <a
            href={downloadFileUrl(download.id)}
            download
            className={buttonClasses({ size: 'sm', className: 'self-start' })}
            aria-label={`Download ${download.title} now`}
          >
            <Download aria-hidden="true" />
            Download now
          </a>
        </div>
      </Alert>
    );
  } else {
    message = (
      <Alert tone="info" title="No payment yet">
        <div className="flex flex-col gap-3">
          <p>
            Stripe has not confirmed a payment for “{checked.data.download.title}”. If you paid, it opens here
            as soon as it is confirmed; otherwise choose Buy to try again.
          </p>
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            loading={checked.isFetching}
            loadingText="Checking…"
            onClick={() => checked.refetch()}
          >
            Check again
          </Button>
        </div>
      </Alert>
    );
  }

  return (
    <div className="mb-6 flex items-start gap-2" data-testid="checkout-return">
      <div className="min-w-0 flex-1">{message}</div>
      {close}
    </div>
  );
}
