import { curriculumLesson } from '@/core/content/coaching/curriculum';
import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import type { CreateVoiceOverBody, VoiceOver, VoiceOverTarget } from '@/core/contracts/voice-overs';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import {
  type Actor,
  accessPolicy,
  mayHandleMessage,
  mayViewStudent,
  type SignedInIdentity,
  type StudentRef,
} from '../access/access-policy';
import { consentChecks } from '../consents/consent-checks';
import type { EmailNoticesService } from '../email-notices/email-notices.service';
import { copyRecipients, guardianCopyMail, juniorOn } from '../messages/safeguarding';
import type { resumableUploadsService } from '../resumable-uploads/resumable-uploads.service';
import { studentsRepository } from '../students/students.repository';
import { enqueueConversion } from '../video-conversion/enqueue-conversion';
import { voiceOverLists } from './voice-overs.presenter';
import { type VoiceOverInsert, voiceOversRepository } from './voice-overs.repository';

/** What a voice-over is sent on: a swing, a drill assignment, an exercise of a module assignment, a message. */
export type VoiceOverTargetRef =
  | { kind: Exclude<VoiceOverTarget, 'exercise'>; id: string }
  | { kind: 'exercise'; id: string; exerciseId: string };

const NOT_FOUND: Record<VoiceOverTarget, string> = {
  swing: 'Swing not found',
  drill: 'Challenge not found',
  exercise: 'Exercise not found',
  message: 'Message not found',
};

/** A target as the rules read it: whose it is, what it is called, and the row's columns that name it. */
interface Resolved {
  student: StudentRef;
  label: string;
  columns: Pick<
    VoiceOverInsert,
    'swingId' | 'drillAssignmentId' | 'moduleAssignmentId' | 'exerciseId' | 'messageId'
  >;
  /** A message: the coach it was sent to, who may handle it as the student's coach may. */
  message?: { coachId: string | null; subject: string; type: 'question' | 'feedback' | 'monthly_review' };
  /** An unassigned (archived) module: played still, nothing added. */
  archived?: boolean;
}

export interface VoiceOversDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  uploads: ReturnType<typeof resumableUploadsService>;
  notices?: Pick<EmailNoticesService, 'voiceOverSent'>;
}

/**
 * The coach's voice-overs, on whatever they are sent: one way to send (the coach's finished upload becomes
 * the row, its conversion queued, the family told once) and one way to play (whoever may see the target).
 */
export function voiceOversService(deps: VoiceOversDeps) {
  const access = accessPolicy(deps.db);
  const consents = consentChecks(deps.db, deps.clock);
  const repo = voiceOversRepository(deps.db);

  async function resolve(target: VoiceOverTargetRef): Promise<Resolved | undefined> {
    switch (target.kind) {
      case 'swing': {
        const row = await repo.swing(target.id);
        return row && { student: row.student, label: row.forLabel, columns: { swingId: target.id } };
      }
      case 'drill': {
        const row = await repo.drillAssignment(target.id);
        const label = catalogueDrill(row?.drillId ?? '')?.title ?? 'your drill';
        return row && { student: row.student, label, columns: { drillAssignmentId: target.id } };
      }
      case 'exercise': {
        const row = await repo.moduleAssignment(target.id);
        const exercise = curriculumLesson(row?.lessonId ?? 0)?.exercises.find(
          (e) => e.id === target.exerciseId,
        );
        if (!row || !exercise) return undefined;
        return {
          student: row.student,
          label: `Lesson ${row.lessonId}: ${exercise.title}`,
          columns: { moduleAssignmentId: target.id, exerciseId: target.exerciseId },
          archived: row.status === 'unassigned',
        };
      }
      case 'message': {
        const row = await repo.message(target.id);
        return (
          row && {
            student: row.student,
            label: row.message.subject,
            columns: { messageId: target.id },
            message: row.message,
          }
        );
      }
    }
  }

  /** A message is its student's, their coach's, the coach it was sent to and admins'; the rest their student's. */
  const mayHandle = (actor: Actor, found: Resolved) =>
    found.message
      ? mayHandleMessage(actor, {
          studentId: found.student.id,
          studentCoachId: found.student.coachId,
          addressedTo: found.message.coachId,
        })
      : mayViewStudent(actor, found.student);

  /** A junior's voice-over on a message is copied to the guardians, as every message between them is. */
  async function messageCopies(found: Resolved, staffId: string, now: Date) {
    const student = await studentsRepository(deps.db).findById(found.student.id);
    if (!found.message || !student || !juniorOn(student.dateOfBirth, now)) return [];
    const recipients = await copyRecipients(deps.db, student);
    const coach = await repo.staffName(staffId);
    return recipients.map((recipient) =>
      guardianCopyMail({
        guardianEmail: recipient.email,
        guardianName: recipient.name,
        from: `coach ${coach?.firstName ?? ''} ${coach?.lastName ?? ''}`.trim(),
        to: `${student.firstName} ${student.lastName}`,
        studentFirstName: student.firstName,
        subject: `Re: ${found.label}`,
        message: 'A voice-over in reply: the coach talks the video through. Watch it in Messages.',
        type: found.message!.type,
        attachments: ['a voice-over'],
        sentAt: now,
        appUrl: deps.appUrl,
      }),
    );
  }

  return {
    /**
     * The student's coach (or an admin; for a message also the coach it was sent to) sends a voice-over
     * from their own finished upload for this student. A junior's coaching videos need consent. The row
     * and its conversion are kept together; a swing counts as reviewed and an unanswered message as
     * answered. The student and a junior's guardians are told once. Answers the target's voice-overs.
     */
    async send(staffId: string, target: VoiceOverTargetRef, body: CreateVoiceOverBody): Promise<VoiceOver[]> {
      const actor = await access.staffActor(staffId);
      const found = await resolve(target);
      if (!found || found.archived || !mayHandle(actor, found)) throw notFound(NOT_FOUND[target.kind]);
      const student = await studentsRepository(deps.db).findById(found.student.id);
      if (student) await consents.require(student, 'coaching_video');
      const file = await deps.uploads.completed({ kind: 'staff', staffId }, body.uploadId, found.student.id);
      const now = deps.clock();
      const copies = await messageCopies(found, staffId, now);
      await deps.db.transaction(async (tx) => {
        await enqueueConversion(tx, file.key, now);
        const txRepo = voiceOversRepository(tx);
        await txRepo.insert(
          {
            studentId: found.student.id,
            ...found.columns,
            staffId,
            fileKey: file.key,
            mime: file.mime,
            size: file.size,
            filename: file.filename,
            createdAt: now,
          },
          file.uploadId,
        );
        // A voice-over is a review in itself: the swing leaves the queue (a written review is kept if any).
        if (target.kind === 'swing') await txRepo.markSwingReviewed(target.id, { at: now, by: staffId });
        if (target.kind === 'message') await txRepo.markMessageAnswered(target.id, { at: now, by: staffId });
        for (const copy of copies) await deps.mailer.send(copy, tx);
      });
      if (copies.length > 0) deps.mailer.wake();
      await deps.notices?.voiceOverSent({
        studentId: found.student.id,
        coachId: staffId,
        target: target.kind,
        label: found.label,
        copiedTo: copies.map((c) => c.to),
      });
      const lists = await voiceOverLists(deps.db, target.kind, [target.id]);
      return lists(target.id, target.kind === 'exercise' ? target.exerciseId : undefined);
    },

    /** A voice-over's video, for whoever may see what it was sent on; anyone else 404. */
    async video(identity: SignedInIdentity, id: string) {
      const voiceOver = await repo.find(id);
      const target: VoiceOverTargetRef | undefined = !voiceOver
        ? undefined
        : voiceOver.swingId
          ? { kind: 'swing', id: voiceOver.swingId }
          : voiceOver.drillAssignmentId
            ? { kind: 'drill', id: voiceOver.drillAssignmentId }
            : voiceOver.messageId
              ? { kind: 'message', id: voiceOver.messageId }
              : { kind: 'exercise', id: voiceOver.moduleAssignmentId!, exerciseId: voiceOver.exerciseId! };
      const found = target && (await resolve(target));
      if (!voiceOver || !found || !mayHandle(await access.actorFor(identity), found)) {
        throw notFound('Voice-over not found');
      }
      return {
        key: voiceOver.fileKey,
        mime: voiceOver.mime,
        size: voiceOver.size,
        filename: voiceOver.filename,
      };
    },
  };
}
export type VoiceOversService = ReturnType<typeof voiceOversService>;
