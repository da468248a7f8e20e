import { breakParLevel } from '@/core/content/coaching/break-par-levels';
import type {
  AttemptsResponse,
  CreateAttemptBody,
  CreateAttemptResponse,
  ProgressResponse,
  StaffAttemptsResponse,
} from '@/core/contracts/challenges';
import { isLevelOpen } from '@/core/rules/break-par';
import { breakParBadge } from '@/core/rules/challenge-badges';
import { badRequest, conflict, notFound } from '../../errors';
import { type SignedInIdentity, staffScope } from '../access/access-policy';
import { videoRenditionsRepository } from '../video-conversion/video-renditions.repository';
import { awardBadge, badgesRepository } from './badges.repository';
import { roundRecord } from './break-par-round';
import type { ChallengesContext, ChallengesDeps } from './challenges.context';
import { presentAttempt, presentBadge } from './challenges.presenter';
import { challengesRepository } from './challenges.repository';

const HOUR = 3600_000;
const STAFF_ATTEMPTS_LIMIT = 200;
/** A scorecard kept open longer than this is not believed about when it started. */
const LONGEST_ROUND = 12 * HOUR;

/** Break Par rounds: the scorecard is scored, levels unlock and medals are awarded here. */
export function breakParService(deps: ChallengesDeps, ctx: ChallengesContext) {
  const { access, repo, readableStudent, ownStudent, progressOf, presentAttempts, locked } = ctx;

  return {
    async progress(identity: SignedInIdentity, userId: string): Promise<ProgressResponse> {
      const studentId = await readableStudent(identity, userId);
      return { success: true, progress: await progressOf(deps.db, studentId) };
    },

    async attempts(identity: SignedInIdentity, userId: string, limit: number): Promise<AttemptsResponse> {
      const studentId = await readableStudent(identity, userId);
      const rows = await repo.recentAttempts(studentId, limit);
      return { success: true, attempts: await presentAttempts(deps.db, rows) };
    },

    async recordAttempt(sessionStudentId: string, body: CreateAttemptBody): Promise<CreateAttemptResponse> {
      await ownStudent(sessionStudentId, body.studentId);
      const level = breakParLevel(body.level);
      if (!level) throw badRequest('Choose a level from 1 to 6', { level: 'Choose a level from 1 to 6' });
      const now = deps.clock();
      const started = body.startedAt ? new Date(body.startedAt) : null;
      const startedAt =
        started && started.getTime() <= now.getTime() && now.getTime() - started.getTime() <= LONGEST_ROUND
          ? started
          : null;
      const details = body.holes ?? [];
      const round = roundRecord({
        studentId: sessionStudentId,
        level,
        scores: body.scores,
        holeNotes: details.map((h) => h.notes),
        notes: body.notes,
        startedAt,
        at: now,
      });
      const result = round.result;
      const wanted = details.flatMap((h, i) => [
        ...(h.photoId
          ? [{ id: h.photoId, kind: 'photo' as const, hole: i + 1, field: `holes.${i}.photoId` }]
          : []),
        ...(h.videoId
          ? [{ id: h.videoId, kind: 'video' as const, hole: i + 1, field: `holes.${i}.videoId` }]
          : []),
      ]);

      const saved = await locked(sessionStudentId, async (tx) => {
        const txRepo = challengesRepository(tx);
        const before = await progressOf(tx, sessionStudentId);
        if (!isLevelOpen(level.level, before.highest_level_unlocked)) {
          throw conflict(`Level ${level.level} is locked: complete level ${level.level - 1} first`, {
            level: `Level ${level.level} is locked`,
          });
        }
        const available = await txRepo.unattachedEvidence(
          sessionStudentId,
          wanted.map((w) => w.id),
        );
        const refused = wanted.find(
          (w, i) =>
            wanted.findIndex((o) => o.id === w.id) !== i ||
            !available.some((e) => e.id === w.id && e.kind === w.kind),
        );
        if (refused) {
          throw badRequest(`${refused.field}: Upload the ${refused.kind} again`, {
            [refused.field]: `Not one of your unsaved ${refused.kind}s`,
          });
        }
        const attempt = await txRepo.insertAttempt(round.values);
        for (const w of wanted) await txRepo.attachEvidence(w.id, attempt.id, w.hole);
        const award = result.medal
          ? await awardBadge(tx, sessionStudentId, breakParBadge(level.level), {
              tier: result.medal,
              attemptId: attempt.id,
              score: result.total,
              at: now,
            })
          : undefined;
        const held =
          award?.badge ??
          (await badgesRepository(tx).find(sessionStudentId, 'break_par', String(level.level)));
        const [presented] = await presentAttempts(tx, [attempt]);
        return {
          attempt: presented!,
          badge: held ? presentBadge(held) : null,
          badgeAwarded: award?.awarded ?? false,
          progress: await progressOf(tx, sessionStudentId),
        };
      });
      return { success: true, ...saved };
    },

    /** A coach's view of their students' rounds, newest first, with photos and videos to check. */
    async attemptsForStaff(
      staffId: string,
      coachId: string,
      onlyWithEvidence: boolean,
    ): Promise<StaffAttemptsResponse> {
      const scope = staffScope(await access.staffActor(staffId), coachId);
      const rows = await repo.attemptsForStaff(scope, onlyWithEvidence, STAFF_ATTEMPTS_LIMIT);
      const evidence = await repo.evidenceOf(rows.map((r) => r.attempt.id));
      const renditions = await videoRenditionsRepository(deps.db).findByKeys(
        evidence.filter((e) => e.kind === 'video').map((e) => e.fileKey),
      );
      return {
        success: true,
        attempts: rows.map((r) => ({
          ...presentAttempt(r.attempt, evidence, renditions),
          student: { id: r.student.id, first_name: r.student.firstName, last_name: r.student.lastName },
          has_evidence: Boolean(r.hasEvidence),
        })),
      };
    },

    /** The student's coach (or an admin) marks a round verified, or takes the mark back. */
    async verifyAttempt(staffId: string, attemptId: string, verified: boolean) {
      const attempt = await repo.findAttempt(attemptId);
      if (!attempt) throw notFound('Round not found');
      const viewer = await access.staffActor(staffId);
      await access.visibleStudent(viewer, attempt.studentId).catch(() => {
        throw notFound('Round not found');
      });
      const row = await repo.setVerified(attempt.id, verified, staffId, deps.clock());
      if (verified && !attempt.coachVerified) {
        const score = `${row.totalScore} on level ${row.level}`;
        await deps.notices?.roundVerified({ studentId: row.studentId, coachId: staffId, score });
      }
      const [presented] = await presentAttempts(deps.db, [row]);
      return { success: true as const, attempt: presented! };
    },
  };
}
