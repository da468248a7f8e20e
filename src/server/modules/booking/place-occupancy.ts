import { type SQL, sql } from 'drizzle-orm';
import { bookingPlaces } from '../../db/schema/index';

/**
 * Whether a place takes its room in the diary at `now`: confirmed, or held for a payment whose hold has not
 * run out. Every capacity and clash check counts places with this and nothing else, so a hold frees its
 * places the moment it ends, whether or not anything has tidied it up yet.
 */
export function occupiesDiary(now: Date): SQL {
  return sql`(${bookingPlaces.status} = 'confirmed' or (${bookingPlaces.status} = 'awaiting_payment' and ${bookingPlaces.heldUntil} > ${now.toISOString()}))`;
}
