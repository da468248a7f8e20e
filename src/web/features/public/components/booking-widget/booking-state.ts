import type {
  BookingCoach,
  BookingService,
  BookRequestInput,
  FamilyBookRequest,
} from '@/core/contracts/booking';
import { BOOKING_WINDOW_DAYS } from '@/core/rules/booking-policy';
import { addDays, laterDate } from '@/core/rules/london-time';
import { firstDetailsProblem } from './booking-details-rules';

/**
 * The booking widget's selections and the rules between them (public-site §4): choosing a service
 * narrows the coaches and clears coach, date and time; choosing a coach clears date and time; a
 * successful booking resets everything to the preselected service.
 */

export interface DetailsForm {
  name: string;
  email: string;
  phone: string;
  comment: string;
  /** Who takes the place (a child, or the person booking) and their date of birth (yyyy-mm-dd). */
  participantName: string;
  participantDateOfBirth: string;
  /** Asked only by services that need them for the day (camps). */
  medicalNotes: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  /** A signed-in family's child the place is for (the family's own details are the customer's). */
  studentId: string;
}

export const EMPTY_FORM: DetailsForm = {
  name: '',
  email: '',
  phone: '',
  comment: '',
  participantName: '',
  participantDateOfBirth: '',
  medicalNotes: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  studentId: '',
};

/** The chosen service, if it asks for medical notes and an emergency contact. */
export function asksWelfare(state: BookingState): boolean {
  return state.services.find((s) => s.id === state.serviceId)?.asksWelfare === true;
}

export interface BookingState {
  services: BookingService[];
  coaches: BookingCoach[];
  /** The service chosen for the visitor by the page (camps page: the camp). */
  preselectedServiceId: number | null;
  serviceId: number | null;
  /** null: any available coach. */
  coachId: number | null;
  /** The open days of the service (keys) with their open times, for the shown range. */
  availability: Record<string, string[]>;
  date: string | null;
  times: string[];
  time: string | null;
  /** More days of a dated programme at the same time. */
  extraDates: string[];
  form: DetailsForm;
  error: string | null;
  /** Bumped after a booking so the calendar reloads even when the service stays the same. */
  refresh: number;
}

export type BookingAction =
  | {
      type: 'loaded';
      services: BookingService[];
      coaches: BookingCoach[];
      preselectedServiceId?: number | null;
    }
  | { type: 'selectService'; serviceId: number | null }
  | { type: 'selectCoach'; coachId: number | null }
  | { type: 'availabilityLoaded'; availability: Record<string, string[]> }
  | { type: 'selectDate'; date: string | null }
  | { type: 'timesLoaded'; times: string[] }
  | { type: 'selectTime'; time: string | null }
  | { type: 'toggleExtraDate'; date: string }
  | { type: 'editForm'; field: keyof DetailsForm; value: string }
  | { type: 'failed'; error: string | null }
  | { type: 'booked' };

export function initialBookingState(): BookingState {
  return {
    services: [],
    coaches: [],
    preselectedServiceId: null,
    serviceId: null,
    coachId: null,
    availability: {},
    date: null,
    times: [],
    time: null,
    extraDates: [],
    form: EMPTY_FORM,
    error: null,
    refresh: 0,
  };
}

const clearedFromCoach = {
  availability: {},
  date: null,
  times: [],
  time: null,
  extraDates: [],
  error: null,
} satisfies Partial<BookingState>;

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'loaded': {
      // A preselected service the server does not offer is ignored: the visitor chooses.
      const wanted = action.preselectedServiceId ?? null;
      const preselected = action.services.some((s) => s.id === wanted) ? wanted : null;
      return {
        ...initialBookingState(),
        services: action.services,
        coaches: action.coaches,
        preselectedServiceId: preselected,
        serviceId: preselected,
      };
    }
    case 'selectService':
      if (action.serviceId === state.serviceId) return state;
      return { ...state, ...clearedFromCoach, serviceId: action.serviceId, coachId: null };
    case 'selectCoach':
      if (action.coachId === state.coachId) return state;
      return { ...state, ...clearedFromCoach, coachId: action.coachId };
    case 'availabilityLoaded':
      return { ...state, availability: action.availability };
    case 'selectDate':
      // Choosing the selected day again clears it: only one day, and it can be deselected.
      return {
        ...state,
        date: action.date === state.date ? null : action.date,
        times: [],
        time: null,
        extraDates: [],
        error: null,
      };
    case 'timesLoaded':
      return { ...state, times: action.times };
    case 'selectTime':
      return { ...state, time: action.time, extraDates: [], error: null };
    case 'toggleExtraDate':
      return {
        ...state,
        extraDates: state.extraDates.includes(action.date)
          ? state.extraDates.filter((d) => d !== action.date)
          : [...state.extraDates, action.date].sort(),
      };
    case 'editForm':
      return { ...state, form: { ...state.form, [action.field]: action.value } };
    case 'failed':
      return { ...state, error: action.error };
    case 'booked':
      return {
        ...state,
        ...clearedFromCoach,
        serviceId: state.preselectedServiceId,
        coachId: null,
        form: EMPTY_FORM,
        refresh: state.refresh + 1,
      };
  }
}

export function selectedService(state: BookingState): BookingService | undefined {
  return state.services.find((s) => s.id === state.serviceId);
}

/** The coaches who teach a service: its own list, or every coach when it names none. */
export function coachesFor(service: BookingService | undefined, coaches: BookingCoach[]): BookingCoach[] {
  if (!service) return [];
  const allowed = service.providers;
  return allowed?.length ? coaches.filter((c) => allowed.includes(c.id)) : coaches;
}

/**
 * The last day the calendar asks about: 30 days ahead (public-site §9), or further for a dated
 * programme whose sessions are published well ahead (a February camp is on sale in November).
 */
export function availabilityEndDate(service: BookingService | undefined, today: string): string {
  const lastDay = addDays(today, BOOKING_WINDOW_DAYS);
  return service?.bookableUntil ? laterDate(lastDay, service.bookableUntil) : lastDay;
}

/** The other open days of a dated programme at the chosen time, which can be added to the booking. */
export function otherDaysAtTime(state: BookingState): string[] {
  const service = selectedService(state);
  if (service?.kind !== 'session' || !state.date || !state.time) return [];
  const time = state.time;
  return Object.entries(state.availability)
    .filter(([date, times]) => date !== state.date && times.includes(time))
    .map(([date]) => date)
    .sort();
}

/** '£35.00' from the provider's pounds string; undefined when the service has no price. */
export function poundsLabel(price: string | undefined, days = 1): string | undefined {
  if (price === undefined || price.trim() === '' || Number.isNaN(Number(price))) return undefined;
  const pence = Math.round(Number(price) * 100) * days;
  return `£${(pence / 100).toFixed(2)}`;
}

/** The spec's required fields (service, date, time, name and email), who takes the place, and a camp's welfare details. */
export function missingRequired(state: BookingState): boolean {
  return (
    state.serviceId === null ||
    !state.date ||
    !state.time ||
    !state.form.name.trim() ||
    !state.form.email.trim() ||
    !state.form.participantName.trim() ||
    !state.form.participantDateOfBirth ||
    (asksWelfare(state) &&
      (!state.form.medicalNotes.trim() ||
        !state.form.emergencyContactName.trim() ||
        !state.form.emergencyContactPhone.trim()))
  );
}

/** Why the details cannot be sent as typed (a malformed address, say); blank required fields are named apart. */
export function detailsProblem(state: BookingState): string | null {
  return missingRequired(state) ? null : firstDetailsProblem(state.form);
}

/** The booking request (public-site §3) for the current selections. */
export function bookRequestFor(state: BookingState): BookRequestInput | null {
  if (missingRequired(state) || state.serviceId === null || !state.date || !state.time) return null;
  if (firstDetailsProblem(state.form)) return null;
  const extra = otherDaysAtTime(state);
  const additionalDates = state.extraDates.filter((d) => extra.includes(d));
  return {
    serviceId: state.serviceId,
    providerId: state.coachId,
    date: state.date,
    time: state.time,
    clientData: {
      name: state.form.name.trim(),
      email: state.form.email.trim(),
      phone: state.form.phone.trim(),
    },
    participant: {
      name: state.form.participantName.trim(),
      dateOfBirth: state.form.participantDateOfBirth,
      ...(asksWelfare(state) && {
        medicalNotes: state.form.medicalNotes.trim(),
        emergencyContactName: state.form.emergencyContactName.trim(),
        emergencyContactPhone: state.form.emergencyContactPhone.trim(),
      }),
    },
    additionalFields: { comment: state.form.comment.trim() },
    ...(additionalDates.length ? { additionalDates } : {}),
  };
}

/** A signed-in family's booking for one of its children: service, date, time and which child. */
export function familyBookRequestFor(state: BookingState): FamilyBookRequest | null {
  if (state.serviceId === null || !state.date || !state.time || !state.form.studentId) return null;
  const extra = otherDaysAtTime(state);
  const additionalDates = state.extraDates.filter((d) => extra.includes(d));
  return {
    serviceId: state.serviceId,
    providerId: state.coachId,
    date: state.date,
    time: state.time,
    studentId: state.form.studentId,
    ...(state.form.comment.trim() && { additionalFields: { comment: state.form.comment.trim() } }),
    ...(additionalDates.length ? { additionalDates } : {}),
  };
}
