import { z } from 'zod';

/** A camp day in the diary: a dated session of the camp service (its London date and times). */
export const campDay = z.object({
  id: z.number().int(),
  /** yyyy-mm-dd, the London date. */
  date: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type CampDay = z.infer<typeof campDay>;

/**
 * A camp day with how full it is, as the server counts it: `few` carries the number of places left,
 * the other two none (the page never shows a number the server did not give).
 */
export const campDayPlaces = campDay.extend({
  places: z.enum(['available', 'few', 'full']),
  placesLeft: z.number().int().nullable(),
});
export type CampDayPlaces = z.infer<typeof campDayPlaces>;
export const campDaysResponse = z.object({ days: z.array(campDayPlaces) });
export type CampDaysResponse = z.infer<typeof campDaysResponse>;
