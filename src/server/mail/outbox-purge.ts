import type { DbOrTx } from '../db/client';
import { outboxRepository } from './outbox.repository';

/** How long the record of a finished message is kept. */
export const MAIL_KEPT_DAYS = 30;

/**
 * The mail part of the daily clean-up: finished messages older than 30 days go, and failed messages whose
 * links have run out lose those links (nobody can resend them any more).
 */
export function purgeOldMail(db: DbOrTx, now: Date): Promise<number> {
  return outboxRepository(db).purge(new Date(now.getTime() - MAIL_KEPT_DAYS * 86_400_000), now);
}
