import { breakParLevel } from '../../../core/content/coaching/break-par-levels';
import { chippingTest } from '../../../core/content/coaching/chipping-tests';
import { puttingLadder } from '../../../core/content/coaching/putting-ladders';
import {
  type AttemptsResponse,
  type AwardChippingBadgeBody,
  type AwardPuttingBadgeBody,
  type AwardPuttingBadgeResponse,
  type BadgesResponse,
  type ChallengeType,
  type ChippingResultsResponse,
  type CreateAttemptBody,
  type CreateAttemptResponse,
  type Evidence,
  type EvidenceKind,
  LEADERBOARD_SIZE,
  type LeaderboardResponse,
  type ProgressResponse,
  type PuttingCompletionsResponse,
  type SaveChippingResultBody,
  type SaveChippingResultResponse,
  type StaffAttemptsResponse,
} from '../../../core/contracts/challenges';
import { isLevelOpen } from '../../../core/rules/break-par';
import { breakParBadge, chippingBadge, puttingBadge } from '../../../core/rules/challenge-badges';
import { scoreChippingTest } from '../../../core/rules/chipping';
import { ladderMedal } from '../../../core/rules/putting-ladder';
import type { Clock } from '../../clock';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { StoredUpload } from '../../storage/uploads';
import { accessPolicy, type SignedInIdentity, staffScope } from '../access/access-policy';
import { isUnder18 } from '../messages/safeguarding';
import { claimStorage } from '../storage-usage/storage-quota';
import { awardBadge, badgesRepository, lockStudent } from './badges.repository';
import { roundRecord } from './break-par-round';
import {
  breakParProgressFrom,
  presentAttempt,
  presentBadge,
  presentChippingResult,
  presentEvidence,
  presentLadderCompletion,
  presentLeaderboardEntry,
} from './challenges.presenter';
import { challengesRepository } from './challenges.repository';
import { refuseEvidenceOverLimit } from './evidence-limit';

const HOUR = 3600_000;
const STAFF_ATTEMPTS_LIMIT = 200;
/** A scorecard kept open longer than this is not believed about when it started. */
const LONGEST_ROUND = 12 * HOUR;

/**
 * The skill challenges. The browser reports what happened on the practice ground; everything that
 * counts (totals, passes, medals, unlocking, badges, places on the leaderboard) is decided here.
 */
export function challengesService(deps: { db: Db; clock: Clock; storageQuotaBytes: number }) {
  const access = accessPolicy(deps.db);
  const repo = challengesRepository(deps.db);
  const badges = badgesRepository(deps.db);

  /** The student whose records these are, if this viewer may read them. */
  async function readableStudent(identity: SignedInIdentity, studentId: string): Promise<string> {
    const viewer = await access.actorFor(identity);
    return (await access.visibleStudent(viewer, studentId)).id;
  }

  /** Only the signed-in student writes their own results: a body naming anyone else is not found. */
  async function ownStudent(sessionStudentId: string, bodyStudentId: string): Promise<void> {
    await access.ownStudent({ kind: 'student', studentId: sessionStudentId }, bodyStudentId);
  }

  async function progressOf(db: DbOrTx, studentId: string) {
    const [summaries, held] = await Promise.all([
      challengesRepository(db).levelSummaries(studentId),
      badgesRepository(db).list(studentId, 'break_par'),
    ]);
    return breakParProgressFrom(studentId, summaries, held);
  }

  async function presentAttempts(db: DbOrTx, rows: Awaited<ReturnType<typeof repo.recentAttempts>>) {
    const evidence = await challengesRepository(db).evidenceOf(rows.map((r) => r.id));
    return rows.map((row) => presentAttempt(row, evidence));
  }

  /** Within a transaction holding the student's lock; a deleted account cannot record anything. */
  async function locked<T>(studentId: string, work: (tx: Tx) => Promise<T>) {
    return deps.db.transaction(async (tx) => {
      if (!(await lockStudent(tx, studentId))) throw notFound('Student not found');
      return work(tx);
    });
  }

  return {
    /* ----------------------------------------- Break Par ----------------------------------------- */

    async progress(identity: SignedInIdentity, userId: string): Promise<ProgressResponse> {
      const studentId = await readableStudent(identity, userId);
      return { success: true, progress: await progressOf(deps.db, studentId) };
    },

    async attempts(identity: SignedInIdentity, userId: string, limit: number): Promise<AttemptsResponse> {
      const studentId = await readableStudent(identity, userId);
      const rows = await repo.recentAttempts(studentId, limit);
      return { success: true, attempts: await presentAttempts(deps.db, rows) };
    },

    /** Keeps a photo or video uploaded during a round, until the round is saved with it. */
    async recordEvidence(studentId: string, kind: EvidenceKind, file: StoredUpload): Promise<Evidence> {
      const row = await locked(studentId, async (tx) => {
        await refuseEvidenceOverLimit(tx, studentId);
        await claimStorage(tx, studentId, file.size, deps.storageQuotaBytes, kind);
        return challengesRepository(tx).insertEvidence({
          studentId,
          kind,
          fileKey: file.key,
          mime: file.mime,
          size: file.size,
          filename: file.filename,
          createdAt: deps.clock(),
        });
      });
      return presentEvidence(row);
    },

    /** Before an evidence upload starts: refused at once when the student already has the most waiting. */
    async checkEvidenceRoom(studentId: string): Promise<void> {
      await refuseEvidenceOverLimit(deps.db, studentId);
    },

    /** The stored file behind a piece of evidence, for its student, their coach and admins. */
    async evidenceFile(identity: SignedInIdentity, id: string) {
      const row = await repo.findEvidence(id);
      if (!row) throw notFound('Evidence not found');
      const viewer = await access.actorFor(identity);
      await access.visibleStudent(viewer, row.studentId).catch(() => {
        throw notFound('Evidence not found');
      });
      return { key: row.fileKey, mime: row.mime, filename: row.filename };
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
      return {
        success: true,
        attempts: rows.map((r) => ({
          ...presentAttempt(r.attempt, evidence),
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
      const [presented] = await presentAttempts(deps.db, [row]);
      return { success: true as const, attempt: presented! };
    },

    /* ------------------------------------------ Putting ------------------------------------------ */

    async awardPuttingBadge(
      sessionStudentId: string,
      body: AwardPuttingBadgeBody,
    ): Promise<AwardPuttingBadgeResponse> {
      await ownStudent(sessionStudentId, body.studentId);
      const ladder = puttingLadder(body.ladderId);
      if (!ladder) throw badRequest('Unknown putting ladder', { ladderId: 'Unknown putting ladder' });
      if (body.totalSteps !== ladder.totalSteps) {
        throw badRequest(`${ladder.name} has ${ladder.totalSteps} steps`, {
          totalSteps: `Must be ${ladder.totalSteps} for this ladder`,
        });
      }
      const tier = ladderMedal(body.attempts);
      const now = deps.clock();
      return locked(sessionStudentId, async (tx) => {
        const completion = await challengesRepository(tx).insertLadderCompletion({
          studentId: sessionStudentId,
          ladderId: ladder.id,
          restarts: body.attempts,
          tier,
          completedAt: now,
        });
        const award = await awardBadge(tx, sessionStudentId, puttingBadge(ladder, tier), {
          tier,
          attemptId: completion.id,
          score: body.attempts + 1,
          at: now,
        });
        return {
          success: true as const,
          completion: presentLadderCompletion(completion),
          badge: presentBadge(award.badge),
          badgeAwarded: award.awarded,
        };
      });
    },

    async puttingCompletions(
      identity: SignedInIdentity,
      userId: string,
    ): Promise<PuttingCompletionsResponse> {
      const studentId = await readableStudent(identity, userId);
      const rows = await repo.ladderCompletions(studentId);
      return {
        success: true,
        completions: rows.map(presentLadderCompletion),
        laddersCompleted: new Set(rows.map((r) => r.ladderId)).size,
      };
    },

    /* ------------------------------------------ Chipping ----------------------------------------- */

    async saveChippingResult(
      sessionStudentId: string,
      body: SaveChippingResultBody,
    ): Promise<SaveChippingResultResponse> {
      await ownStudent(sessionStudentId, body.studentId);
      const test = chippingTest(body.testId);
      if (!test) throw badRequest('Unknown chipping test', { testId: 'Unknown chipping test' });
      const result = scoreChippingTest(test, body.shots);
      const now = deps.clock();
      return locked(sessionStudentId, async (tx) => {
        const row = await challengesRepository(tx).insertChippingResult({
          studentId: sessionStudentId,
          testId: test.id,
          shots: body.shots,
          totalScore: result.total,
          medal: result.medal,
          handicapLevel: result.handicapLevel,
          completedAt: now,
        });
        const award = result.medal
          ? await awardBadge(tx, sessionStudentId, chippingBadge(test, result.medal), {
              tier: result.medal,
              attemptId: row.id,
              score: result.total,
              at: now,
            })
          : undefined;
        return {
          success: true as const,
          result: presentChippingResult(row),
          badge: award ? presentBadge(award.badge) : null,
          badgeAwarded: award?.awarded ?? false,
        };
      });
    },

    async chippingResults(
      identity: SignedInIdentity,
      userId: string,
      limit: number,
    ): Promise<ChippingResultsResponse> {
      const studentId = await readableStudent(identity, userId);
      const [rows, summary] = await Promise.all([
        repo.recentChippingResults(studentId, limit),
        repo.chippingSummary(studentId),
      ]);
      return {
        success: true,
        results: rows.map(presentChippingResult),
        summary: {
          testsCompleted: summary.testsCompleted,
          averageScore: summary.average,
          bestScore: summary.best,
          distinctTests: summary.distinctTests,
        },
      };
    },

    /**
     * The earlier client's award call. A badge comes only from a saved result (which the server scored
     * from its ten shots), so this confirms the badge such a result earned and never awards on its own.
     */
    async confirmChippingBadge(sessionStudentId: string, body: AwardChippingBadgeBody) {
      await ownStudent(sessionStudentId, body.studentId);
      const test = chippingTest(body.testId);
      if (!test) throw badRequest('Unknown chipping test', { testId: 'Unknown chipping test' });
      if (body.distance !== test.distance) {
        throw badRequest(`${test.name} is played from ${test.distance} yards`, {
          distance: `Must be ${test.distance} for this test`,
        });
      }
      if (!(await repo.hasChippingResult(sessionStudentId, test.id, body.totalScore))) {
        throw conflict('Save the test’s ten shots first: a badge comes from a saved result', {
          totalScore: 'No saved result with this score',
        });
      }
      const held = await badges.find(sessionStudentId, 'chipping', test.id);
      return { success: true as const, badge: held ? presentBadge(held) : null };
    },

    /* ------------------------------------ Badges and leaderboard ---------------------------------- */

    async badges(identity: SignedInIdentity, userId: string, type?: ChallengeType): Promise<BadgesResponse> {
      const studentId = await readableStudent(identity, userId);
      return { success: true, badges: (await badges.list(studentId, type)).map(presentBadge) };
    },

    async leaderboard(identity: SignedInIdentity): Promise<LeaderboardResponse> {
      const now = deps.clock();
      const knownAdult = (dateOfBirth: string | null) => dateOfBirth !== null && !isUnder18(dateOfBirth, now);
      const [top, stats, mine] = await Promise.all([
        badges.leaderboard(LEADERBOARD_SIZE),
        badges.leaderboardStats(),
        identity.kind === 'student' ? badges.standing(identity.studentId) : Promise.resolve(undefined),
      ]);
      return {
        success: true,
        leaderboard: top.map((row, i) => presentLeaderboardEntry(row, i + 1, knownAdult(row.dateOfBirth))),
        totalPlayers: stats.players,
        totalBadges: stats.badges,
        me: mine ? presentLeaderboardEntry(mine.row, mine.rank, knownAdult(mine.row.dateOfBirth)) : null,
      };
    },
  };
}
export type ChallengesService = ReturnType<typeof challengesService>;
