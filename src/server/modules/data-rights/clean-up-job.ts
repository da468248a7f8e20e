import type { Tx } from '../../db/client';

/** What one run of the daily clean-up did, and the shape of each of its steps. */
export interface CleanUpReport {
  /** False when another instance was already running it. */
  ran: boolean;
  sessions: number;
  resetTokens: number;
  deletionTokens: number;
  unattachedEvidence: number;
  /** Files of resumable uploads abandoned past their day, deleted with their rows. */
  abandonedUploads: number;
  /** Stored files no row names, moved to the trash. */
  trashed: number;
  /** Half-written uploads a killed server left, deleted. */
  partials: number;
  /** Trashed files deleted for good. */
  purged: number;
  /** Delivered mail past its 30 days, deleted (and failed mail whose link expired, redacted). */
  mail: number;
  /** Children who turned 18: their guardian links ended. */
  adulthoods: number;
  /** Guests' medical notes and emergency contacts 30 days past the last day booked, deleted. */
  bookingWelfare: number;
  /** Converted videos whose original no row names any more: their rows deleted, their files left unnamed. */
  videoRenditions: number;
  /** Why no stored file was moved this run, when the run refused to judge them. */
  refused: string | null;
}

export interface CleanUpRound {
  /** The clean-up's own transaction, which holds its lock. */
  tx: Tx;
  now: Date;
}

/** One step of the clean-up: answers the counts it adds to the report. Steps run in order. */
export type CleanUpJob = (round: CleanUpRound) => Promise<Partial<CleanUpReport>>;

export interface CleanUpLog {
  warn(obj: object, msg: string): void;
}
