import { Banknote } from 'lucide-react';
import { useState } from 'react';
import type { PaymentRow } from '@/core/contracts/payments-admin';
import { MutationDialog } from '@/web/components/portal/mutation-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateTime, formatPence } from '@/web/lib/format';
import { usePayments, useRefundPayment } from '../api/payments';
import { refundState } from './payment-words';

/** Payments taken online, newest first, with a refund button for what is left of a booking's or a download's payment. */
export function PaymentsSection() {
  const list = usePayments();
  const [refunding, setRefunding] = useState<PaymentRow | null>(null);
  const payments = list.data?.payments ?? [];
  return (
    <section aria-labelledby="admin-payments-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="admin-payments-heading" className="font-display text-2xl font-semibold">
          Payments
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Bookings and downloads paid online. Memberships are billed by Stripe and listed under Memberships.
        </p>
      </div>
      {list.isError ? (
        <LoadError
          title="The payments could not be loaded"
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <p className="sr-only" role="status">
            Loading the payments…
          </p>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : payments.length === 0 ? (
        <EmptyState
          icon={Banknote}
          title="No payments yet"
          text="When the academy takes payments online, each one appears here with who paid and any refund."
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {payments.map((p) => (
            <li
              key={p.id}
              className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{p.what}</p>
                <p className="text-sm break-words text-ink-600">{p.who}</p>
                <p className="text-sm text-ink-600">Paid {formatDateTime(p.paidAt)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-3 sm:justify-end">
                <span className="font-display text-xl font-semibold">{formatPence(p.amountPence)}</span>
                <Badge tone={p.refundedPence > 0 ? 'warning' : 'success'}>{refundState(p)}</Badge>
                {p.refundable && (
                  <Button variant="secondary" size="sm" onClick={() => setRefunding(p)}>
                    Refund
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </section>
  );
}

function RefundDialog({ payment, onClose }: { payment: PaymentRow; onClose(): void }) {
  const refund = useRefundPayment();
  const left = payment.amountPence - payment.refundedPence;
  return (
    <MutationDialog
      open
      onOpenChange={(open) => !open && onClose()}
      mutation={refund}
      title="Refund this payment?"
      description={`${formatPence(left)} goes back to the card that paid for ${payment.what}. ${
        payment.kind === 'download'
          ? 'The student no longer has the download; it can still be granted by hand afterwards.'
          : 'The booking itself stands: cancel it in Bookings if the place should be freed.'
      }`}
      failure={{
        server: 'The refund could not be made. Nothing was sent back: please try again.',
        network: 'We could not reach the academy. Check your connection and try again.',
      }}
      submitLabel={`Refund ${formatPence(left)}`}
      submitVariant="destructive"
      loadingText="Refunding…"
      onConfirm={() => refund.mutate(payment.id, { onSuccess: onClose })}
    />
  );
}
