import type { BookRequest } from '@/core/contracts/booking';
import { ageRangeRefusal } from '@/core/rules/age-range';
import { badRequest } from '../../errors';
import type { ServiceRow } from './diary.repository';

/** A signed-in guardian's child, the participant of a family booking. */
export interface FamilyParticipant {
  /** Null when an adult member books for themself. */
  guardianId: string | null;
  student: { id: string; firstName: string; lastName: string; dateOfBirth: string | null };
}

export interface ResolvedParticipant {
  name: string;
  dateOfBirth: string;
  studentId: string | null;
  guardianId: string | null;
  /** Only from a guest, for a service that asks: a family's are on the child's profile. */
  welfare: { medicalNotes: string; emergencyContactName: string; emergencyContactPhone: string } | null;
}

const WELFARE_FIELDS = {
  medicalNotes: 'Tell us of any medical conditions or allergies, or write "None"',
  emergencyContactName: 'Give an emergency contact for the day',
  emergencyContactPhone: 'Give the emergency contact’s phone number',
} as const;

/**
 * Who takes the place, and whether they may: their age on each day must be in the service's range, and a
 * service that asks for welfare details (camps) gets them from a guest. Refusals name the field to correct.
 */
export function resolveParticipant(
  service: ServiceRow,
  request: BookRequest,
  dates: readonly string[],
  today: string,
  family?: FamilyParticipant,
): ResolvedParticipant {
  if (family) {
    const { student } = family;
    const name = `${student.firstName} ${student.lastName}`;
    if (!student.dateOfBirth) {
      const add = `Add ${student.firstName}'s date of birth on the Family page first: it decides what they may book.`;
      throw badRequest(add, { studentId: add });
    }
    const refusal = ageRangeRefusal(
      service,
      { name: student.firstName, dateOfBirth: student.dateOfBirth },
      dates,
    );
    if (refusal) throw badRequest(refusal, { studentId: refusal });
    return {
      name,
      dateOfBirth: student.dateOfBirth,
      studentId: student.id,
      guardianId: family.guardianId,
      welfare: null,
    };
  }

  const participant = request.participant;
  if (!participant) {
    throw badRequest('Tell us who the place is for', {
      'participant.name': 'Tell us who the place is for',
      'participant.dateOfBirth': 'Date of birth is required',
    });
  }
  if (participant.dateOfBirth > today) {
    throw badRequest('Date of birth cannot be in the future', {
      'participant.dateOfBirth': 'Date of birth cannot be in the future',
    });
  }
  const refusal = ageRangeRefusal(service, participant, dates);
  if (refusal) throw badRequest(refusal, { 'participant.dateOfBirth': refusal });

  let welfare: ResolvedParticipant['welfare'] = null;
  if (service.asksWelfare) {
    const missing = Object.fromEntries(
      Object.entries(WELFARE_FIELDS)
        .filter(([key]) => !participant[key as keyof typeof WELFARE_FIELDS])
        .map(([key, message]) => [`participant.${key}`, message]),
    );
    if (Object.keys(missing).length > 0) {
      throw badRequest(`${service.name} needs medical notes and an emergency contact for the day`, missing);
    }
    welfare = {
      medicalNotes: participant.medicalNotes!,
      emergencyContactName: participant.emergencyContactName!,
      emergencyContactPhone: participant.emergencyContactPhone!,
    };
  }
  return {
    name: participant.name,
    dateOfBirth: participant.dateOfBirth,
    studentId: null,
    guardianId: null,
    welfare,
  };
}
