import { type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookingPlaces, sessionWaits } from '../../db/schema/index';

/**
 * Whether a place takes its room in the diary at `now`: confirmed, or held for a payment whose hold has not
 * run out. Every capacity and clash check counts places with this and nothing else, so a hold frees its
 * places the moment it ends, whether or not anything has tidied it up yet.
 */
export function occupiesDiary(now: Date): SQL {
  return sql`(${bookingPlaces.status} = 'confirmed' or (${bookingPlaces.status} = 'awaiting_payment' and ${bookingPlaces.heldUntil} > ${now.toISOString()}))`;
}

/**
 * Whether a waiting-list offer holds a session's place at `now`: offered and not yet run out. A held offer
 * takes its room as a booked place does, so the person offered it cannot lose it to the booking form.
 */
export function offerHoldsPlace(now: Date): SQL {
  return sql`(${sessionWaits.status} = 'offered' and ${sessionWaits.offerExpiresAt} > ${now.toISOString()})`;
}

/**
 * Per session, the places taken at `now`: booked, held for a payment, or held by a waiting-list offer. The
 * one count behind the widget's dates, the camps page, the staff's diary and every claim.
 */
export function takenPerSession(db: DbOrTx, now: Date) {
  const places = db
    .select({ sessionId: sql<number>`${bookingPlaces.sessionId}`.as('session_id') })
    .from(bookingPlaces)
    .where(occupiesDiary(now));
  const offers = db
    .select({ sessionId: sql<number>`${sessionWaits.sessionId}`.as('session_id') })
    .from(sessionWaits)
    .where(offerHoldsPlace(now));
  const holding = unionAll(places, offers).as('holding');
  return db
    .select({ sessionId: holding.sessionId, taken: sql<number>`count(*)::int`.as('taken') })
    .from(holding)
    .groupBy(holding.sessionId)
    .as('booked');
}
