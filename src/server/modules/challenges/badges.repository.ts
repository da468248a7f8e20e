import { and, eq, sql } from 'drizzle-orm';
import type { BadgeLook } from '@/core/rules/challenge-badges';
import { betterMedal, type MedalTier } from '@/core/rules/medals';
import type { DbOrTx, Tx } from '../../db/client';
import { badges, badgeTotals, students } from '../../db/schema/index';
import { leaderboardConsentSql } from '../consents/consents.repository';

export type BadgeRow = typeof badges.$inferSelect;
type ChallengeType = BadgeRow['challengeType'];

export interface Earning {
  tier: MedalTier;
  attemptId: string | null;
  score: number | null;
  at: Date;
}

const leaderboardColumns = {
  studentId: badgeTotals.studentId,
  gold: badgeTotals.gold,
  silver: badgeTotals.silver,
  bronze: badgeTotals.bronze,
  total: badgeTotals.total,
  firstName: students.firstName,
  lastName: students.lastName,
  dateOfBirth: students.dateOfBirth,
  handicap: students.handicap,
};
export type LeaderboardRow = {
  studentId: string;
  gold: number;
  silver: number;
  bronze: number;
  total: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  handicap: number | null;
};

// Matches badge_totals_rank_idx column for column (DESC NULLS LAST), so the top ten is read off the index.
const RANK_ORDER = [
  sql`${badgeTotals.total} desc nulls last`,
  sql`${badgeTotals.gold} desc nulls last`,
  sql`${badgeTotals.silver} desc nulls last`,
  sql`${badgeTotals.bronze} desc nulls last`,
  sql`${badgeTotals.studentId}`,
];

/** Holders the board may show on `today`: juniors only with consent, decided in the query itself. */
const shown = (today: string) => leaderboardConsentSql(badgeTotals.studentId, today);

const NO_CHANGE = { gold: 0, silver: 0, bronze: 0, total: 0 };

export function badgesRepository(db: DbOrTx) {
  return {
    async list(studentId: string, type?: ChallengeType): Promise<BadgeRow[]> {
      return db
        .select()
        .from(badges)
        .where(
          type
            ? and(eq(badges.studentId, studentId), eq(badges.challengeType, type))
            : eq(badges.studentId, studentId),
        )
        .orderBy(sql`${badges.earnedAt} desc`, badges.id);
    },

    async find(studentId: string, type: ChallengeType, challengeId: string): Promise<BadgeRow | undefined> {
      const [row] = await db
        .select()
        .from(badges)
        .where(
          and(
            eq(badges.studentId, studentId),
            eq(badges.challengeType, type),
            eq(badges.challengeId, challengeId),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * The board in one query, so who may be shown is worked out once: the top `limit` of those shown on
     * `today` (most badges, then gold, silver, bronze), `me`'s row if they are shown, and the totals.
     */
    async board(
      limit: number,
      today: string,
      me?: string,
    ): Promise<{
      top: LeaderboardRow[];
      mine?: { row: LeaderboardRow; rank: number };
      players: number;
      badges: number;
    }> {
      const result = await db.execute(sql`
        with ranked as (
          select ${badgeTotals.studentId} as "studentId", ${badgeTotals.gold} as gold,
            ${badgeTotals.silver} as silver, ${badgeTotals.bronze} as bronze, ${badgeTotals.total} as total,
            row_number() over (order by ${sql.join(RANK_ORDER, sql`, `)})::int as rank,
            count(*) over ()::int as players,
            (sum(${badgeTotals.total}) over ())::int as badges
          from ${badgeTotals}
          where ${badgeTotals.total} > 0 and ${shown(today)})
        select ranked.*, ${students.firstName} as "firstName", ${students.lastName} as "lastName",
          ${students.dateOfBirth} as "dateOfBirth", ${students.handicap} as "handicap"
        from ranked join ${students} on ${students.id} = ranked."studentId"
        where ranked.rank <= ${limit} ${me ? sql`or ranked."studentId" = ${me}` : sql``}
        order by ranked.rank`);
      type Ranked = LeaderboardRow & { rank: number; players: number; badges: number };
      const rows = (result.rows as Ranked[]).map((r) => ({
        ...r,
        handicap: r.handicap === null ? null : Number(r.handicap),
        dateOfBirth: r.dateOfBirth === null ? null : String(r.dateOfBirth).slice(0, 10),
      }));
      const mineRow = me ? rows.find((r) => r.studentId === me) : undefined;
      const strip = ({ rank: _r, players: _p, badges: _b, ...row }: (typeof rows)[number]) => row;
      return {
        top: rows.filter((r) => r.rank <= limit).map(strip),
        ...(mineRow && { mine: { row: strip(mineRow), rank: mineRow.rank } }),
        players: rows[0]?.players ?? 0,
        badges: rows[0]?.badges ?? 0,
      };
    },

    /** One holder's row and place (1 + those shown above them), or undefined without a badge. */
    async standing(
      studentId: string,
      today: string,
    ): Promise<{ row: LeaderboardRow; rank: number } | undefined> {
      const [row] = await db
        .select(leaderboardColumns)
        .from(badgeTotals)
        .innerJoin(students, eq(students.id, badgeTotals.studentId))
        .where(and(eq(badgeTotals.studentId, studentId), sql`${badgeTotals.total} > 0`))
        .limit(1);
      if (!row) return undefined;
      const [above] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(badgeTotals)
        .where(
          and(
            shown(today),
            sql`${badgeTotals.total} > 0 and (
            (${badgeTotals.total}, ${badgeTotals.gold}, ${badgeTotals.silver}, ${badgeTotals.bronze})
              > (${row.total}, ${row.gold}, ${row.silver}, ${row.bronze})
            or ((${badgeTotals.total}, ${badgeTotals.gold}, ${badgeTotals.silver}, ${badgeTotals.bronze})
              = (${row.total}, ${row.gold}, ${row.silver}, ${row.bronze})
              and ${badgeTotals.studentId} < ${studentId}))`,
          ),
        );
      return { row, rank: (above?.n ?? 0) + 1 };
    },
  };
}

/**
 * Gives the student this challenge's badge at `earning.tier`: a first badge is added, a better medal
 * upgrades the one held, and a worse or equal one leaves it as it is. The leaderboard's counts move in the
 * same transaction. Call inside a transaction that holds the student's lock (`lockStudent`).
 */
export async function awardBadge(
  tx: Tx,
  studentId: string,
  look: BadgeLook,
  earning: Earning,
): Promise<{ badge: BadgeRow; awarded: boolean }> {
  const held = await badgesRepository(tx).find(studentId, look.challengeType, look.challengeId);
  const values = {
    tier: earning.tier,
    badgeName: look.name,
    badgeColour: look.colour,
    badgeEmoji: look.emoji,
    earningAttemptId: earning.attemptId,
    earningScore: earning.score,
    earnedAt: earning.at,
  };
  if (!held) {
    const [badge] = await tx
      .insert(badges)
      .values({ studentId, challengeType: look.challengeType, challengeId: look.challengeId, ...values })
      .returning();
    await moveTotals(tx, studentId, { ...NO_CHANGE, [earning.tier]: 1, total: 1 });
    return { badge: badge!, awarded: true };
  }
  if (betterMedal(held.tier, earning.tier) === held.tier) return { badge: held, awarded: false };
  const [badge] = await tx.update(badges).set(values).where(eq(badges.id, held.id)).returning();
  await moveTotals(tx, studentId, { ...NO_CHANGE, [held.tier]: -1, [earning.tier]: 1 });
  return { badge: badge!, awarded: true };
}

async function moveTotals(tx: Tx, studentId: string, delta: typeof NO_CHANGE): Promise<void> {
  await tx
    .insert(badgeTotals)
    .values({ studentId, ...delta })
    .onConflictDoUpdate({
      target: badgeTotals.studentId,
      set: {
        gold: sql`${badgeTotals.gold} + excluded.gold`,
        silver: sql`${badgeTotals.silver} + excluded.silver`,
        bronze: sql`${badgeTotals.bronze} + excluded.bronze`,
        total: sql`${badgeTotals.total} + excluded.total`,
        updatedAt: sql`now()`,
      },
    });
}

/** Recounts every holder's medals from `badges`: for seeding and for repairing the counts by hand. */
export async function rebuildBadgeTotals(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from ${badgeTotals}`);
  await db.execute(sql`
    insert into ${badgeTotals} (student_id, gold, silver, bronze, total)
    select student_id,
      count(*) filter (where tier = 'gold')::int,
      count(*) filter (where tier = 'silver')::int,
      count(*) filter (where tier = 'bronze')::int,
      count(*)::int
    from ${badges} group by student_id`);
}
