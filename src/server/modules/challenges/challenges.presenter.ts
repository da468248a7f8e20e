import { breakParLevels } from '@/core/content/coaching/break-par-levels';
import { chippingOutcomes, chippingTest } from '@/core/content/coaching/chipping-tests';
import type {
  Badge,
  BreakParAttempt,
  BreakParProgress,
  ChippingResult,
  Evidence,
  LadderCompletion,
  LeaderboardEntry,
} from '@/core/contracts/challenges';
import { BREAK_PAR_MAX_LEVEL, unlockedAfterPass } from '@/core/rules/break-par';
import { videoPlayback } from '../video-conversion/video-playback.presenter';
import type { RenditionRow } from '../video-conversion/video-renditions.repository';
import type { BadgeRow, LeaderboardRow } from './badges.repository';
import type {
  AttemptRow,
  ChippingResultRow,
  EvidenceRow,
  LadderCompletionRow,
  LevelSummary,
} from './challenges.repository';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const evidenceUrl = (id: string) => `/api/break-par-challenge/evidence/${id}`;

export function presentBadge(row: BadgeRow): Badge {
  return {
    id: row.id,
    student_id: row.studentId,
    challenge_id: row.challengeId,
    badge_name: row.badgeName,
    badge_colour: row.badgeColour,
    badge_emoji: row.badgeEmoji,
    earning_attempt_id: row.earningAttemptId,
    earning_score: row.earningScore,
    earned_at: row.earnedAt.toISOString(),
    tier: row.tier,
    challenge_type: row.challengeType,
  };
}

/**
 * Break Par progress, worked out from every round played and the badges held (the spec counts a level
 * completed when either says so). Nothing is stored twice, so it cannot disagree with the rounds.
 */
export function breakParProgressFrom(
  studentId: string,
  summaries: readonly LevelSummary[],
  breakParBadges: readonly BadgeRow[],
): BreakParProgress {
  let highest = 1;
  let levelsCompleted = 0;
  const completions: BreakParProgress['level_completions'] = {};
  for (const { level } of breakParLevels) {
    const played = summaries.find((s) => s.level === level);
    const badge = breakParBadges.find((b) => b.challengeId === String(level));
    const completed = Boolean(played?.passes) || Boolean(badge);
    if (completed) {
      levelsCompleted++;
      highest = unlockedAfterPass(highest, level);
    }
    completions[`level${level}`] = {
      completed,
      completedAt: iso(played?.firstPassedAt ?? badge?.earnedAt),
      bestScore: played?.bestPassing ?? badge?.earningScore ?? null,
    };
  }
  const attempts = summaries.reduce((n, s) => n + s.attempts, 0);
  const scores = summaries.reduce((n, s) => n + s.totalScores, 0);
  const againstPar = summaries.map((s) => s.bestAgainstPar).filter((v): v is number => v !== null);
  const first = summaries.map((s) => s.firstAt.getTime());
  const last = summaries.map((s) => s.lastAt.getTime());
  return {
    id: studentId,
    student_id: studentId,
    current_level: Math.min(highest, BREAK_PAR_MAX_LEVEL),
    highest_level_unlocked: Math.min(highest, BREAK_PAR_MAX_LEVEL),
    level_completions: completions,
    total_levels_completed: levelsCompleted,
    total_attempts: attempts,
    average_score: attempts > 0 ? Math.round((scores / attempts) * 10) / 10 : null,
    best_overall_performance: againstPar.length > 0 ? Math.min(...againstPar) : null,
    created_at: first.length > 0 ? new Date(Math.min(...first)).toISOString() : null,
    updated_at: last.length > 0 ? new Date(Math.max(...last)).toISOString() : null,
  };
}

export function presentAttempt(
  row: AttemptRow,
  evidence: readonly EvidenceRow[],
  renditions?: Map<string, RenditionRow>,
): BreakParAttempt {
  const mine = evidence.filter((e) => e.attemptId === row.id);
  const urlOf = (hole: number, kind: EvidenceRow['kind']) => {
    const found = mine.find((e) => e.hole === hole && e.kind === kind);
    return found ? evidenceUrl(found.id) : null;
  };
  const playbackOf = (hole: number) => {
    const found = mine.find((e) => e.hole === hole && e.kind === 'video');
    return found && renditions
      ? videoPlayback(evidenceUrl(found.id), renditions.get(found.fileKey))
      : undefined;
  };
  const firstVideo = mine.filter((e) => e.kind === 'video').sort((a, b) => (a.hole ?? 0) - (b.hole ?? 0))[0];
  return {
    id: row.id,
    student_id: row.studentId,
    level: row.level,
    total_score: row.totalScore,
    target_score: row.targetScore,
    passed: row.passed,
    medal: row.medal,
    hole_scores: row.holes.map((h) => ({
      hole_number: h.hole,
      score: h.score,
      par: h.par,
      notes: h.notes,
      photo_url: urlOf(h.hole, 'photo'),
      video_url: urlOf(h.hole, 'video'),
      ...(playbackOf(h.hole) && { video_playback: playbackOf(h.hole) }),
    })),
    notes: row.notes,
    video_evidence_url: firstVideo ? evidenceUrl(firstVideo.id) : null,
    coach_verified: row.coachVerified,
    started_at: iso(row.startedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt.toISOString(),
  };
}

export function presentEvidence(row: EvidenceRow): Evidence {
  return {
    id: row.id,
    kind: row.kind,
    url: evidenceUrl(row.id),
    mime: row.mime,
    size: row.size,
    filename: row.filename,
  };
}

export function presentLadderCompletion(row: LadderCompletionRow): LadderCompletion {
  return {
    id: row.id,
    ladder_id: row.ladderId,
    restarts: row.restarts,
    tier: row.tier,
    completed_at: row.completedAt.toISOString(),
  };
}

export function presentChippingResult(row: ChippingResultRow): ChippingResult {
  const test = chippingTest(row.testId);
  return {
    id: row.id,
    testId: row.testId,
    testName: test?.name ?? row.testId,
    distance: test?.distance ?? 0,
    totalScore: row.totalScore,
    maxScore: 50,
    handicapLevel: row.handicapLevel,
    medal: row.medal,
    shots: row.shots.map((points, i) => {
      const outcome = chippingOutcomes.find((o) => o.points === points);
      return { id: `shot-${i + 1}`, points, description: outcome?.description ?? '' };
    }),
    completedAt: row.completedAt.toISOString(),
  };
}

/**
 * A leaderboard row. Juniors, and anyone whose age the academy does not know, show by first name and
 * surname initial; only known adults show in full.
 */
export function presentLeaderboardEntry(
  row: LeaderboardRow,
  rank: number,
  fullName: boolean,
): LeaderboardEntry {
  const lastName = fullName ? row.lastName : `${row.lastName.trim().charAt(0).toUpperCase()}.`;
  return {
    studentId: row.studentId,
    rank,
    name: `${row.firstName} ${lastName}`,
    firstName: row.firstName,
    lastName,
    total: row.total,
    gold: row.gold,
    silver: row.silver,
    bronze: row.bronze,
    handicap: row.handicap,
  };
}
