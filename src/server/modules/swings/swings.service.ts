import { curriculumLesson } from '@/core/content/coaching/curriculum';
import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import type { CreateSwingBody, Swing, SwingTargets } from '@/core/contracts/swings';
import type { SwingMoments } from '@/core/contracts/video-playback';
import { britishDay, londonDate } from '@/core/rules/london-time';
import { marksPastEnd } from '@/core/rules/video-frames';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import {
  accessPolicy,
  coachesStudent,
  mayViewStudent,
  type SignedInIdentity,
  staffScope,
} from '../access/access-policy';
import { consentChecks } from '../consents/consent-checks';
import type { EmailNoticesService } from '../email-notices/email-notices.service';
import type { resumableUploadsService } from '../resumable-uploads/resumable-uploads.service';
import { claimStorage } from '../storage-usage/storage-quota';
import { enqueueConversion } from '../video-conversion/enqueue-conversion';
import { videoRenditionsRepository } from '../video-conversion/video-renditions.repository';
import { voiceOverLists } from '../voice-overs/voice-overs.presenter';
import type { VoiceOversService } from '../voice-overs/voice-overs.service';
import { presentSwing } from './swings.presenter';
import { type SwingRow, swingsRepository } from './swings.repository';

/** The queue shows this many at a time, oldest first: the next ones follow as these are reviewed. */
const QUEUE_LIMIT = 100;
const FOR_MY_COACH = 'For my coach';

export interface SwingsDeps {
  db: Db;
  clock: Clock;
  uploads: ReturnType<typeof resumableUploadsService>;
  quotaBytes: number;
  notices?: Pick<EmailNoticesService, 'swingReviewed'>;
  voiceOvers: Pick<VoiceOversService, 'send'>;
}

/** Swings students send for review, and their coach's review queue. */
export function swingsService(deps: SwingsDeps) {
  const access = accessPolicy(deps.db);
  const consents = consentChecks(deps.db, deps.clock);
  const repo = swingsRepository(deps.db);

  /** The swings as presented, with how each video plays, in one query for their conversions. */
  async function present(rows: SwingRow[]): Promise<Swing[]> {
    const ids = rows.map((r) => r.swing.id);
    const [renditions, voiceOvers] = await Promise.all([
      videoRenditionsRepository(deps.db).findByKeys(rows.map((r) => r.swing.fileKey)),
      voiceOverLists(deps.db, 'swing', ids),
    ]);
    return rows.map((row) => presentSwing(row, renditions, voiceOvers(row.swing.id)));
  }
  const presentOne = async (id: string) => (await present([(await repo.find(id))!]))[0]!;

  async function targets(studentId: string): Promise<SwingTargets> {
    const found = await repo.targetsOf(studentId);
    return {
      drill: found.drills.map((d) => ({ id: d.id, label: catalogueDrill(d.drillId)?.title ?? 'A drill' })),
      exercise: found.modules.flatMap((m) =>
        (curriculumLesson(m.lessonId)?.exercises ?? []).map((e) => ({
          id: e.id,
          label: `Lesson ${m.lessonId}: ${e.title}`,
        })),
      ),
      round: found.rounds.map((r) => ({
        id: r.id,
        label: `Break Par Level ${r.level}, ${britishDay(londonDate(r.at))}`,
      })),
    };
  }

  /** What the swing is for, in words; a target that is not the student's own is 400 naming `targetId`. */
  async function labelFor(studentId: string, body: CreateSwingBody): Promise<string> {
    if (body.purpose === 'coach') return FOR_MY_COACH;
    const own = (await targets(studentId))[body.purpose];
    const target = own.find((t) => t.id === body.targetId);
    if (!target) {
      throw badRequest('Choose one of your own drills, exercises or rounds', {
        targetId: 'Not one of yours',
      });
    }
    const kind = { drill: 'Drill', exercise: 'Exercise', round: 'Round' }[body.purpose];
    return `${kind}: ${target.label}`;
  }

  async function visibleSwing(identity: SignedInIdentity, id: string) {
    const actor = await access.actorFor(identity);
    const row = await repo.find(id);
    if (!row || !mayViewStudent(actor, { id: row.swing.studentId, coachId: row.student.coachId })) {
      throw notFound('Swing not found');
    }
    return { actor, row };
  }

  /** A swing of one of the coach's own students (an admin: any); another coach's student is 404. */
  async function coachedSwing(staffId: string, id: string) {
    const actor = await access.staffActor(staffId);
    const row = await repo.find(id);
    if (!row || !coachesStudent(actor, { id: row.swing.studentId, coachId: row.student.coachId })) {
      throw notFound('Swing not found');
    }
    return { actor, row };
  }

  /** A mark past the last frame is 400 naming the moment, once the converted video's length is known. */
  async function refusePastEnd(row: SwingRow, moments: SwingMoments) {
    const [presented] = await present([row]);
    const refused = marksPastEnd(moments, presented!.playback.frameCount);
    if (Object.keys(refused).length > 0) {
      throw badRequest('A marked frame is past the end of the video', refused);
    }
  }

  return {
    /** What the student may tie a swing to: their own drills, exercises and Break Par rounds. */
    async targets(identity: SignedInIdentity, studentId: string): Promise<SwingTargets> {
      const student = await access.ownStudent(await access.actorFor(identity), studentId);
      return targets(student.id);
    },

    /** The student's swings, newest first, for the student and their guardians, with reviews once sent. */
    async listForStudent(identity: SignedInIdentity, studentId: string): Promise<Swing[]> {
      const student = await access.ownStudent(await access.actorFor(identity), studentId);
      const swings = await present(await repo.forStudent(student.id));
      // The coach's marks are part of the review: the family sees them once it is sent, not while in progress.
      return swings.map((swing) => (swing.reviewedAt ? swing : { ...swing, moments: null }));
    },

    /**
     * Keeps a swing from a finished upload the caller started: a junior's coaching videos need consent
     * (checked again at the act), and the target must be the student's own.
     */
    async create(identity: SignedInIdentity, studentId: string, body: CreateSwingBody): Promise<Swing> {
      const actor = await access.actorFor(identity);
      const student = await access.ownStudent(actor, studentId);
      await consents.require(student, 'coaching_video');
      const forLabel = await labelFor(student.id, body);
      const file = await deps.uploads.completed(identity, body.uploadId, student.id);
      const now = deps.clock();
      const id = await deps.db.transaction(async (tx) => {
        // The upload's bytes already count; the swing takes them over, so nothing new is claimed.
        await claimStorage(tx, student.id, 0, deps.quotaBytes);
        // Converted for frame-exact playback: queued with the row that names the file, or not at all.
        await enqueueConversion(tx, file.key, now);
        return swingsRepository(tx).insertFromUpload(
          {
            studentId: student.id,
            sentByGuardianId: actor.kind === 'guardian' ? actor.guardianId : null,
            purpose: body.purpose,
            targetId: body.purpose === 'coach' ? null : (body.targetId ?? null),
            forLabel,
            note: body.note ?? null,
            fileKey: file.key,
            mime: file.mime,
            size: file.size,
            filename: file.filename,
            createdAt: now,
          },
          file.uploadId,
        );
      });
      return presentOne(id);
    },

    /** The swing's video, for the student, their guardians, their coach and admins. */
    async video(identity: SignedInIdentity, id: string) {
      const { row } = await visibleSwing(identity, id);
      return {
        key: row.swing.fileKey,
        mime: row.swing.mime,
        size: row.swing.size,
        filename: row.swing.filename,
      };
    },

    /** A voice-over sent on the swing (the voice-overs service keeps it and tells the family): the swing now. */
    async sendVoiceOver(staffId: string, id: string, body: { uploadId: string }): Promise<Swing> {
      await deps.voiceOvers.send(staffId, { kind: 'swing', id }, body);
      return presentOne(id);
    },

    /** The coach's queue: their students' swings waiting for review (an admin: every student's), oldest first. */
    async queue(staffId: string): Promise<Swing[]> {
      const actor = await access.staffActor(staffId);
      return present(await repo.waiting(staffScope(actor, actor.staffId), QUEUE_LIMIT));
    },

    /**
     * One student's swings, waiting and reviewed, newest first: for their coach (or an admin) to set an
     * earlier one beside the swing in review. Another coach's student is 404, as if there were none.
     */
    async listForCoach(staffId: string, studentId: string): Promise<Swing[]> {
      // A member of staff sees a student only as their coach (or an admin): the same rule as coachesStudent.
      const student = await access.visibleStudent(await access.staffActor(staffId), studentId);
      return present(await repo.forStudent(student.id));
    },

    /**
     * The student's coach (or an admin) marks address, top and impact, before or after the review; the
     * student sees the marks once the swing is reviewed.
     */
    async setMoments(staffId: string, id: string, moments: SwingMoments): Promise<Swing> {
      const { row } = await coachedSwing(staffId, id);
      await refusePastEnd(row, moments);
      await repo.setMoments(id, moments);
      return presentOne(id);
    },

    /**
     * The student's coach (or an admin) reviews a swing once; the student and a junior's guardians are told
     * by e-mail and in their notifications list. Another coach's student is 404.
     */
    async review(
      staffId: string,
      id: string,
      input: { comment: string; moments?: SwingMoments },
    ): Promise<Swing> {
      const { actor, row } = await coachedSwing(staffId, id);
      if (input.moments) await refusePastEnd(row, input.moments);
      const reviewed = await repo.review(id, {
        at: deps.clock(),
        by: actor.staffId,
        comment: input.comment,
        moments: input.moments,
      });
      if (!reviewed) throw conflict('This swing has already been reviewed');
      await deps.notices?.swingReviewed({
        studentId: row.swing.studentId,
        coachId: actor.staffId,
        forLabel: row.swing.forLabel,
      });
      return presentOne(id);
    },
  };
}
