import { academy } from '@/core/content/academy';
import { WAITING_LIST_THANKS, type WaitingListBody } from '@/core/contracts/waiting-list';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { waitingListRepository } from './waiting-list.repository';

export function waitingListService(deps: {
  db: Db;
  mailer: Mailer;
  rateLimits: RateLimitService;
  notifyEmail: string;
}) {
  return {
    /** Keeps a family's place in the queue and tells the academy, who call them back. */
    async join(body: WaitingListBody, clientIp: string): Promise<string> {
      await deps.rateLimits.consume('waitingListPerIp', clientIp);
      // The entry and the academy's e-mail about it are kept together or not at all.
      await deps.db.transaction(async (tx) => {
        const entry = await waitingListRepository(tx).insert(body);
        await deps.mailer.send(
          {
            to: deps.notifyEmail,
            subject: `Waiting list: ${body.programme} (age ${body.childAge})`,
            text: [
              `A family has joined the waiting list for ${body.programme}.`,
              '',
              `Name: ${body.parentName}`,
              `Email: ${body.email}`,
              `Phone: ${body.phone}`,
              `Child's age: ${body.childAge}`,
              `Joined: ${entry.createdAt.toISOString()}`,
              '',
              `Reference ${entry.id} · ${academy.name}`,
            ].join('\n'),
          },
          tx,
        );
      });
      deps.mailer.wake();
      return WAITING_LIST_THANKS;
    },
  };
}
