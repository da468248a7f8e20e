import type { WelfareCardResponse } from '@/core/contracts/welfare';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { accessPolicy, mayReadPrivateDetails } from '../access/access-policy';
import type { ConsentsService } from '../consents/consents.service';
import type { AccessLogService } from '../data-rights/access-log.service';
import { familiesRepository } from '../families/families.repository';

/** The welfare card of one student: medical, allergies, emergency contact, pick-up, guardians, consents. */
export function welfareService(deps: {
  db: Db;
  accessLog: AccessLogService;
  consents: Pick<ConsentsService, 'statusesOf'>;
}) {
  const access = accessPolicy(deps.db);
  const families = familiesRepository(deps.db);

  return {
    /**
     * GET /api/staff/students/{id}/welfare: the student's coach or an admin (another coach's student is 404,
     * as everywhere in the staff portal). `route` names the read in the access log, written before answering.
     */
    async card(staffId: string, studentId: string, route: string): Promise<WelfareCardResponse> {
      const actor = await access.staffActor(staffId);
      const student = await access.visibleStudent(actor, studentId);
      // Kept apart from "may view": widening who sees a profile must never widen who reads these.
      if (!mayReadPrivateDetails(actor, student)) throw forbidden('Only the student’s coach can see this');
      await deps.accessLog.record(actor.staffId, student.id, route);
      const linked = await families.guardiansOf([student.id]);
      const guardians =
        linked.length > 0
          ? linked.map((l) => ({
              name: `${l.guardian.firstName} ${l.guardian.lastName}`,
              relationship: l.relationship,
              phone: l.guardian.phone,
            }))
          : student.guardianName
            ? [
                {
                  name: student.guardianName,
                  relationship: student.guardianRelationship,
                  phone: student.guardianPhone,
                },
              ]
            : [];
      return {
        studentId: student.id,
        studentName: `${student.firstName} ${student.lastName}`,
        medicalConditions: student.medicalConditions,
        allergiesAndDietary: student.dietaryRestrictions,
        emergencyContact: {
          name: student.emergencyContactName,
          relationship: student.emergencyContactRelationship,
          phone: student.emergencyContactPhone,
        },
        pickupAuthorizedPersons: student.pickupAuthorizedPersons,
        guardians,
        // Whether each holds today, by the same rule every check uses, and when its latest agreement was given.
        consents: (await deps.consents.statusesOf(student)).map((c) => ({
          kind: c.purpose,
          label: c.label,
          given: c.holds,
          recordedAt:
            [c.guardian?.givenAt, c.student?.givenAt]
              .filter((d): d is string => Boolean(d))
              .sort()
              .at(-1) ?? null,
        })),
      };
    },
  };
}
export type WelfareService = ReturnType<typeof welfareService>;
