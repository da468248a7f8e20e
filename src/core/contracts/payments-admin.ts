import { z } from 'zod';

/** One payment the academy took online, as the payments list shows it. Amounts in pence. */
export const paymentRow = z.object({
  id: z.uuid(),
  kind: z.enum(['booking', 'download']),
  /** What was paid for: "Half-Term Golf Camp (SGA-7K2M9QXA)", "Short Game Scoring Card". */
  what: z.string(),
  /** Who paid: name and e-mail. */
  who: z.string(),
  amountPence: z.number().int(),
  paidAt: z.iso.datetime({ offset: true }),
  refundedPence: z.number().int(),
  /** False while a refund is still on its way at Stripe. */
  refundsSettled: z.boolean(),
  /** Whether the refund button can give back what is left: of a booking's payment, or a download's whole price. */
  refundable: z.boolean(),
});
export type PaymentRow = z.infer<typeof paymentRow>;
export const paymentsListResponse = z.object({ payments: z.array(paymentRow) });
export const refundResponse = z.object({ payment: paymentRow });
