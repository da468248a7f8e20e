import type { CampDayPlaces } from '../contracts/camp-days';

/** At or below this many places left, a camp day says how many ("Only 2 places left"). */
export const FEW_PLACES_THRESHOLD = 3;

/** How full a day is, from its capacity and the places taken (server side). */
export function campPlaces(capacity: number, booked: number): Pick<CampDayPlaces, 'places' | 'placesLeft'> {
  const left = Math.max(capacity - booked, 0);
  if (left === 0) return { places: 'full', placesLeft: null };
  if (left <= FEW_PLACES_THRESHOLD) return { places: 'few', placesLeft: left };
  return { places: 'available', placesLeft: null };
}

/** The words the camps page shows for a day. */
export function campPlacesWords(day: Pick<CampDayPlaces, 'places' | 'placesLeft'>): string {
  if (day.places === 'full') return 'Fully booked';
  if (day.places === 'few' && day.placesLeft !== null)
    return `Only ${day.placesLeft} ${day.placesLeft === 1 ? 'place' : 'places'} left`;
  return 'Spaces available';
}
