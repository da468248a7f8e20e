import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingCoaches,
  bookingPlaces,
  bookingServices,
  bookings,
  breakParAttempts,
  coachMessages,
  drillAssignments,
  notificationReads,
  staff,
  students,
  swingVideos,
  voiceOvers,
} from '../../db/schema/index';
import type { StaffScope } from '../access/access-policy';

/** One thing to tell a reader of, before it is worded: who it is about, what it concerns, and when. */
export interface NotificationRow {
  kind: string;
  id: string;
  /** The student (staff lists) or the coach (student lists) it is about. */
  firstName: string | null;
  lastName: string | null;
  /** What it concerns: a message's subject, a drill's id, a round's level, a booking's service and time. */
  detail: string;
  at: Date;
  /** A booking's start. */
  startsAt: Date | null;
}

/** Whose list is read: a member of staff, a student, or a guardian for one of their children. */
export type Reader =
  | { kind: 'staff'; staffId: string }
  | { kind: 'student'; studentId: string }
  | { kind: 'guardian'; guardianId: string; studentId: string };

const readerKey = (reader: Reader): string => {
  switch (reader.kind) {
    case 'staff':
      return `staff:${reader.staffId}`;
    case 'student':
      return `student:${reader.studentId}`;
    case 'guardian':
      return `guardian:${reader.guardianId}:${reader.studentId}`;
  }
};

interface RawRow {
  kind: string;
  id: string;
  first_name: string | null;
  last_name: string | null;
  detail: string;
  at: string | Date;
  starts_at: string | Date | null;
  unread: number | string;
}

export function notificationsRepository(db: DbOrTx) {
  /**
   * The newest `limit` items of the union, and how many of all of them are newer than `seenAt`: one query,
   * the window count taken before the limit so the count is exact however long the list.
   */
  async function newest(items: ReturnType<typeof sql>, seenAt: Date | null, limit: number) {
    const since = (seenAt ?? new Date(0)).toISOString();
    const result = await db.execute(sql`
      select i.*, (count(*) filter (where i.at > ${since}) over ())::int as unread
      from (${items}) i
      order by i.at desc, i.id desc
      limit ${limit}`);
    const rows = result.rows as unknown as RawRow[];
    return {
      rows: rows.map(
        (r): NotificationRow => ({
          kind: r.kind,
          id: r.id,
          firstName: r.first_name,
          lastName: r.last_name,
          detail: r.detail,
          at: new Date(r.at),
          startsAt: r.starts_at === null ? null : new Date(r.starts_at),
        }),
      ),
      unread: Number(rows[0]?.unread ?? 0),
    };
  }

  return {
    async seenAt(reader: Reader): Promise<Date | null> {
      const [row] = await db
        .select({ seenAt: notificationReads.seenAt })
        .from(notificationReads)
        .where(eq(notificationReads.reader, readerKey(reader)));
      return row?.seenAt ?? null;
    },

    /** Records that the reader has seen everything up to `upTo`; an earlier moment never replaces a later one. */
    async markSeen(reader: Reader, upTo: Date): Promise<Date> {
      const [row] = await db
        .insert(notificationReads)
        .values({
          reader: readerKey(reader),
          staffId: reader.kind === 'staff' ? reader.staffId : null,
          studentId: reader.kind === 'staff' ? null : reader.studentId,
          guardianId: reader.kind === 'guardian' ? reader.guardianId : null,
          seenAt: upTo,
        })
        .onConflictDoUpdate({
          target: notificationReads.reader,
          set: { seenAt: sql`greatest(${notificationReads.seenAt}, excluded.seen_at)` },
        })
        .returning({ seenAt: notificationReads.seenAt });
      return row!.seenAt;
    },

    /**
     * What awaits a member of staff among the students in scope: messages they have not read, drills done
     * and waiting for review, Break Par rounds not yet verified, and the places in the diary today (their
     * own diary's, or every coach's for `all`) between `dayStart` and `dayEnd`.
     */
    async forStaff(
      staffId: string,
      scope: StaffScope,
      day: { start: Date; end: Date },
      seenAt: Date | null,
      limit: number,
    ) {
      const all = 'all' in scope;
      const inScope = all ? sql`true` : sql`s.coach_id = ${scope.coachId}`;
      // A message addressed to this coach is theirs even when the student is another coach's.
      const messageInScope = all
        ? sql`true`
        : sql`(m.coach_id = ${scope.coachId} or s.coach_id = ${scope.coachId})`;
      const diaryInScope = all
        ? sql`true`
        : sql`bp.coach_id = (select id from ${bookingCoaches} where staff_id = ${staffId})`;
      const dayStart = day.start.toISOString();
      return newest(
        sql`
        select 'message_received' as kind, m.id::text as id, s.first_name, s.last_name, m.subject as detail,
            m.created_at as at, null::timestamptz as starts_at
          from ${coachMessages} m join ${students} s on s.id = m.student_id
          where m.read_by_coach_at is null and ${messageInScope}
        union all
        select 'drill_completed', d.id::text, s.first_name, s.last_name, d.drill_id, d.completed_at, null
          from ${drillAssignments} d join ${students} s on s.id = d.student_id
          where d.status = 'completed' and d.completed_at is not null and ${inScope}
        union all
        select 'round_submitted', r.id::text, s.first_name, s.last_name, r.level::text, r.completed_at, null
          from ${breakParAttempts} r join ${students} s on s.id = r.student_id
          where not r.coach_verified and ${inScope}
        union all
        select 'swing_waiting', v.id::text, s.first_name, s.last_name, v.purpose::text, v.created_at, null
          from ${swingVideos} v join ${students} s on s.id = v.student_id
          where v.reviewed_at is null and ${inScope}
        union all
        select 'booking_today', bp.id::text, null, null,
            coalesce(b.participant_name, b.client_name) || ' | ' || sv.name,
            greatest(b.created_at, ${dayStart}::timestamptz), bp.starts_at
          from ${bookingPlaces} bp join ${bookings} b on b.id = bp.booking_id
            join ${bookingServices} sv on sv.id = bp.service_id
          where bp.status = 'confirmed' and bp.starts_at >= ${dayStart}
            and bp.starts_at < ${day.end.toISOString()} and ${diaryInScope}`,
        seenAt,
        limit,
      );
    },

    /** What the coaches did for one student: replies to their messages, drills reviewed, rounds verified. */
    async forStudent(studentId: string, seenAt: Date | null, limit: number) {
      return newest(
        sql`
        select 'coach_replied' as kind, m.id::text as id, c.first_name, c.last_name, m.subject as detail,
            m.answered_at as at, null::timestamptz as starts_at
          from ${coachMessages} m left join ${staff} c on c.id = m.coach_id
          where m.student_id = ${studentId} and m.answered_at is not null and m.coach_response is not null
        union all
        select 'drill_reviewed', d.id::text, c.first_name, c.last_name, d.drill_id, d.reviewed_at, null
          from ${drillAssignments} d left join ${staff} c on c.id = d.coach_id
          where d.student_id = ${studentId} and d.reviewed_at is not null
        union all
        select 'round_verified', r.id::text, c.first_name, c.last_name, r.level::text, r.verified_at, null
          from ${breakParAttempts} r left join ${staff} c on c.id = r.verified_by
          where r.student_id = ${studentId} and r.coach_verified and r.verified_at is not null
        union all
        select 'swing_reviewed', v.id::text, c.first_name, c.last_name, v.purpose::text, v.reviewed_at, null
          from ${swingVideos} v left join ${staff} c on c.id = v.reviewed_by
          -- A swing reviewed by a voice-over alone is told of as the voice-over, below.
          where v.student_id = ${studentId} and v.reviewed_at is not null and v.review_comment is not null
        union all
        select 'voice_over_sent', o.id::text, c.first_name, c.last_name,
            case when o.swing_id is not null then 'swing' when o.drill_assignment_id is not null then 'drill'
              when o.message_id is not null then 'message' else 'exercise' end,
            o.created_at, null
          from ${voiceOvers} o left join ${staff} c on c.id = o.staff_id
          where o.student_id = ${studentId}`,
        seenAt,
        limit,
      );
    },
  };
}
