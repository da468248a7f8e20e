import { eq, getTableColumns, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  accountDeletionTokens,
  badges,
  badgeTotals,
  bookingPayments,
  bookingPlaces,
  bookings,
  bookingWelfare,
  breakParAttempts,
  challengeEvidence,
  chippingResults,
  coachMessages,
  coachPhotoVariants,
  consents,
  creditUses,
  downloadItems,
  downloadPurchases,
  drillAssignments,
  emailConfirmationTokens,
  emailPreferences,
  exerciseProgress,
  familyInvitations,
  guardianLinks,
  ladderCompletions,
  learningVideos,
  memberships,
  modelSwings,
  moduleAssignments,
  notificationReads,
  outboxEmails,
  passwordResetTokens,
  paymentRefunds,
  privateDetailsAccessLog,
  resumableUploads,
  sessions,
  students,
  swingVideos,
  tierOverrides,
  videoAnnotations,
  videoProgress,
  videoRenditions,
  voiceOvers,
} from '../../db/schema/index';
import { assertNoLiveSubscription } from '../memberships/membership-tier';

/** A table holding a student's rows, and how to find them. */
export interface StudentTable {
  table: PgTable;
  /** The column naming the student, in this table or (with `through`) in the parent row. */
  owner: PgColumn;
  /** For rows that name the student only through a parent row: this table's column holding the parent's id. */
  through?: { column: PgColumn; parentId: PgColumn };
  /** Properties never exported: secrets that are ours, not the student's. */
  secret?: readonly string[];
  /** Columns holding storage keys of uploaded files. */
  files?: readonly PgColumn[];
  /**
   * Rows kept when the student is deleted, with these properties cleared: they belong to someone else too
   * (a place a parent booked is the parent's booking). Exported all the same.
   */
  keptOnDeletion?: { clear: Record<string, null> };
}

/**
 * Every table with rows about a student. The export reads these, and the deletion removes them (in reverse
 * order, so children go before their parents). A test walks the schema and fails when a table that refers
 * to students is missing here.
 */
export const STUDENT_TABLES: readonly StudentTable[] = [
  { table: students, owner: students.id, secret: ['passwordHash'] },
  { table: sessions, owner: sessions.studentId, secret: ['tokenHash'] },
  // A junior's family: who their guardians are, and the invitations sent for them.
  { table: guardianLinks, owner: guardianLinks.studentId },
  { table: familyInvitations, owner: familyInvitations.studentId, secret: ['tokenHash'] },
  // Who agreed to what for the student, withdrawn ones included: the history is theirs too.
  { table: consents, owner: consents.studentId },
  { table: passwordResetTokens, owner: passwordResetTokens.studentId, secret: ['tokenHash'] },
  { table: accountDeletionTokens, owner: accountDeletionTokens.studentId, secret: ['tokenHash'] },
  { table: emailConfirmationTokens, owner: emailConfirmationTokens.studentId, secret: ['tokenHash'] },
  { table: privateDetailsAccessLog, owner: privateDetailsAccessLog.studentId },
  { table: videoProgress, owner: videoProgress.studentId },
  // When the student (or a guardian, for them) last opened their notifications.
  { table: notificationReads, owner: notificationReads.studentId },
  // Which news e-mails the student chose.
  { table: emailPreferences, owner: emailPreferences.studentId },
  { table: downloadPurchases, owner: downloadPurchases.studentId },
  // The coach's voice-overs on the student's swings, drills, exercises and messages: before what they belong to.
  { table: voiceOvers, owner: voiceOvers.studentId, files: [voiceOvers.fileKey] },
  {
    table: coachMessages,
    owner: coachMessages.studentId,
    files: [coachMessages.videoKey, coachMessages.imageKey, coachMessages.coachVideoKey],
  },
  // Places booked for the student by their family: who took part is theirs; the cancel link is ours. The
  // booking itself is the booker's: deleting the child leaves it (and its places) booked, without their date
  // of birth, for the parent to keep or cancel from the Family page. The day's medical notes go.
  {
    table: bookings,
    owner: bookings.participantStudentId,
    secret: ['cancelTokenHash', 'requestFingerprint', 'idempotencyKey'],
    keptOnDeletion: { clear: { participantDateOfBirth: null } },
  },
  {
    table: bookingPlaces,
    owner: bookings.participantStudentId,
    through: { column: bookingPlaces.bookingId, parentId: bookings.id },
    keptOnDeletion: { clear: {} },
  },
  // What was paid and refunded for those places is the booker's and the academy's accounting record: kept.
  {
    table: bookingPayments,
    owner: bookings.participantStudentId,
    through: { column: bookingPayments.bookingId, parentId: bookings.id },
    secret: ['abandonTokenHash', 'checkoutUrl'],
    keptOnDeletion: { clear: {} },
  },
  {
    table: paymentRefunds,
    owner: bookings.participantStudentId,
    through: { column: paymentRefunds.bookingId, parentId: bookings.id },
    keptOnDeletion: { clear: {} },
  },
  {
    table: bookingWelfare,
    owner: bookings.participantStudentId,
    through: { column: bookingWelfare.bookingId, parentId: bookings.id },
  },
  // Memberships, the credits spent and a hand-set tier: the money itself is Stripe's record and the payer's.
  { table: memberships, owner: memberships.studentId, secret: ['checkoutSessionId'] },
  {
    table: creditUses,
    owner: memberships.studentId,
    through: { column: creditUses.membershipId, parentId: memberships.id },
  },
  { table: tierOverrides, owner: tierOverrides.studentId },
  { table: drillAssignments, owner: drillAssignments.studentId },
  { table: moduleAssignments, owner: moduleAssignments.studentId },
  {
    table: exerciseProgress,
    owner: moduleAssignments.studentId,
    through: { column: exerciseProgress.assignmentId, parentId: moduleAssignments.id },
    files: [exerciseProgress.videoKey],
  },
  { table: breakParAttempts, owner: breakParAttempts.studentId },
  { table: challengeEvidence, owner: challengeEvidence.studentId, files: [challengeEvidence.fileKey] },
  { table: ladderCompletions, owner: ladderCompletions.studentId },
  { table: chippingResults, owner: chippingResults.studentId },
  { table: badges, owner: badges.studentId },
  { table: badgeTotals, owner: badgeTotals.studentId },
  // Swings sent for review, and uploads not yet finished (their chunks, or the joined file not yet kept).
  { table: swingVideos, owner: swingVideos.studentId, files: [swingVideos.fileKey] },
  // The coach's drawings over those swings, every saved version: vector data kept with the swing.
  {
    table: videoAnnotations,
    owner: swingVideos.studentId,
    through: { column: videoAnnotations.swingId, parentId: swingVideos.id },
  },
  {
    table: resumableUploads,
    owner: resumableUploads.studentId,
    files: [resumableUploads.partKeys, resumableUploads.completedKey],
  },
];

/**
 * Every column in the schema that holds a storage key. The clean-up removes stored files that none of these
 * name, so a test makes sure each file column of the schema is listed.
 */
export const STORED_FILE_COLUMNS: readonly PgColumn[] = [
  learningVideos.fileKey,
  downloadItems.fileKey,
  coachPhotoVariants.fileKey,
  modelSwings.fileKey,
  // A video's converted files are in use while its rendition row stands; the row goes with the video.
  videoRenditions.fullKey,
  videoRenditions.phoneKey,
  videoRenditions.posterKey,
  videoRenditions.storyboardKey,
  ...STUDENT_TABLES.flatMap((t) => t.files ?? []),
];

export const tableName = (table: PgTable) => getTableConfig(table).name;

/** The row properties (as Drizzle names them) that hold a table's storage keys. */
export function fileProperties(entry: StudentTable): string[] {
  const files = new Set(entry.files ?? []);
  return Object.entries(getTableColumns(entry.table))
    .filter(([, column]) => files.has(column as PgColumn))
    .map(([property]) => property);
}

/** The storage keys a file column's value holds: one key, or a list of them (an upload's chunks). */
export function keysIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function studentDataRepository(db: DbOrTx) {
  function rowsOf(entry: StudentTable, studentId: string): SQL {
    if (!entry.through) return eq(entry.owner, studentId);
    const parentIds = db
      .select({ id: entry.through.parentId })
      .from(entry.through.parentId.table as PgTable)
      .where(eq(entry.owner, studentId));
    return inArray(entry.through.column, parentIds);
  }

  const repository = {
    /** Every row of every student table for one student, by table name. */
    async rowsFor(studentId: string): Promise<Map<StudentTable, Record<string, unknown>[]>> {
      const found = new Map<StudentTable, Record<string, unknown>[]>();
      for (const entry of STUDENT_TABLES) {
        found.set(entry, await db.select().from(entry.table).where(rowsOf(entry, studentId)));
      }
      return found;
    },

    /**
     * A child's rows as one of their guardians exports them: what another guardian did and typed is theirs,
     * so their invitations are left out and a booking they made shows who booked by name only.
     */
    async rowsForGuardian(studentId: string, guardianId: string) {
      const rows = await repository.rowsFor(studentId);
      for (const [entry, list] of rows) {
        if (entry.table === familyInvitations) {
          rows.set(
            entry,
            list.filter((r) => r.invitedByGuardianId === null || r.invitedByGuardianId === guardianId),
          );
        } else if (entry.table === bookings) {
          rows.set(
            entry,
            list.map((r) =>
              r.bookedByGuardianId === guardianId ? r : { ...r, clientEmail: null, clientPhone: null },
            ),
          );
        }
      }
      return rows;
    },

    /** Removes every row of the student, children first; answers how many rows went from each table. */
    async deleteAll(studentId: string): Promise<Record<string, number>> {
      const removed: Record<string, number> = {};
      for (const entry of [...STUDENT_TABLES].reverse()) {
        if (entry.keptOnDeletion) {
          if (Object.keys(entry.keptOnDeletion.clear).length > 0) {
            await db.update(entry.table).set(entry.keptOnDeletion.clear).where(rowsOf(entry, studentId));
          }
          continue;
        }
        const result = await db.delete(entry.table).where(rowsOf(entry, studentId)).returning();
        removed[tableName(entry.table)] = result.length;
      }
      return removed;
    },

    /** Removes the copies of e-mails sent to the student's own address (reset links, replies, this request). */
    async deleteEmailsTo(address: string): Promise<void> {
      await db.delete(outboxEmails).where(eq(outboxEmails.toAddress, address));
    },

    /**
     * Removes every row of the student and the e-mails sent to them; answers the storage keys of their
     * uploaded files, for the caller to remove once the rows are gone for good.
     */
    async erase(studentId: string): Promise<string[]> {
      await assertNoLiveSubscription(db, studentId);
      const rows = await repository.rowsFor(studentId);
      const keys: string[] = [];
      for (const entry of STUDENT_TABLES) {
        for (const property of fileProperties(entry)) {
          for (const row of rows.get(entry) ?? []) {
            keys.push(...keysIn(row[property]));
          }
        }
      }
      const [student] = rows.get(STUDENT_TABLES[0]!) ?? [];
      await repository.deleteAll(studentId);
      // A child without a login shares the family's address: the guardian's mail is not the child's to erase.
      if (typeof student?.email === 'string' && student.username !== null) {
        await repository.deleteEmailsTo(student.email);
      }
      return keys;
    },

    /** Every storage key some row still names. */
    async referencedFileKeys(): Promise<Set<string>> {
      const keys = new Set<string>();
      for (const column of STORED_FILE_COLUMNS) {
        const rows = await db
          .selectDistinct({ key: column })
          .from(column.table as PgTable)
          .where(isNotNull(column));
        for (const { key } of rows) for (const one of keysIn(key)) keys.add(one);
      }
      return keys;
    },
  };
  return repository;
}
