import type {
  AttachmentKind,
  CoachInboxResponse,
  SendMessageFields,
  StaffInboxMessage,
  StaffMessagesResponse,
  StudentMessagesResponse,
} from '@/core/contracts/messages';
import { storedAfterStaffChange } from '@/core/rules/message-status';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation, violatedConstraint } from '../../db/errors';
import { AppError, badRequest, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { FileStorage } from '../../storage/file-storage';
import type { StoredUpload } from '../../storage/uploads';
import {
  type Actor,
  accessPolicy,
  mayHandleMessage,
  type SignedInIdentity,
  type StaffActor,
  type StaffScope,
  staffScope,
} from '../access/access-policy';
import { consentChecks } from '../consents/consent-checks';
import type { EmailNoticesService } from '../email-notices/email-notices.service';
import { familiesRepository } from '../families/families.repository';
import { claimStorage } from '../storage-usage/storage-quota';
import type { StudentRow } from '../students/students.repository';
import { replaySend, type SendMessageOutcome } from './message-replay';

export type { SendMessageOutcome };

import { enqueueConversion } from '../video-conversion/enqueue-conversion';
import { type MessageVideos, messageVideos } from './message-videos';
import { presentInboxMessage, presentMessage } from './messages.presenter';
import { messagesRepository } from './messages.repository';
import { copyRecipients, GUARDIAN_REQUIRED, guardianCopyMail, juniorOn } from './safeguarding';

export interface MessageUploads {
  video?: StoredUpload;
  image?: StoredUpload;
}

const messageNotFound = () => notFound('Message not found');
/** A coach's inbox holds their students' messages and those sent to them. */
const inboxScope = (scope: StaffScope) => ('all' in scope ? scope : { staffId: scope.coachId });

/** Student–coach messaging: never private for juniors, never deleted by coaches. */
export function messagesService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  storage?: FileStorage;
  /** What a student may keep of their own uploads; their attachments must fit. */
  storageQuotaBytes: number;
  notices?: Pick<EmailNoticesService, 'studentMessaged' | 'coachReplied'>;
}) {
  const repo = messagesRepository(deps.db);
  const access = accessPolicy(deps.db);
  const consents = consentChecks(deps.db, deps.clock);

  /**
   * Why a new message from this student would be refused, or null: a junior's need a guardian to copy, then
   * consent for messaging with the coach. The list says it up front, the send refuses with it.
   */
  async function sendRefusal(student: StudentRow): Promise<AppError | null> {
    if (!juniorOn(student.dateOfBirth, deps.clock())) return null;
    if ((await copyRecipients(deps.db, student)).length === 0) {
      return new AppError(409, 'guardian_required', GUARDIAN_REQUIRED, {
        studentId: 'No parent or guardian has joined this account yet',
      });
    }
    const reason = await consents.refusal(student, 'coach_messaging');
    return reason ? new AppError(409, 'consent_required', reason, { consent: 'coach_messaging' }) : null;
  }

  /** A message this actor may see; anyone else's is 404. */
  async function visibleMessage(actor: Actor, messageId: string) {
    const found = await repo.findWithStudentCoach(messageId);
    if (!found) throw messageNotFound();
    const { message, studentCoachId } = found;
    if (
      !mayHandleMessage(actor, { studentId: message.studentId, studentCoachId, addressedTo: message.coachId })
    )
      throw messageNotFound();
    return message;
  }

  /** A message this member of staff may work on: their student's, addressed to them, or any for an admin. */
  async function staffMessage(staffId: string, messageId: string) {
    const actor: StaffActor = await access.staffActor(staffId);
    return { actor, message: await visibleMessage(actor, messageId) };
  }

  const replay = (studentId: string, key: string, fields: SendMessageFields) =>
    replaySend(repo, studentId, key, fields);

  const videosOf = (messages: MessageVideos[]) => messageVideos(deps.db, messages);

  return {
    /** A student's own messages, newest first, and whether their guardian receives copies. */
    async listForStudent(sessionStudentId: string, studentId: string): Promise<StudentMessagesResponse> {
      const student = await access.visibleStudent(
        await access.actorFor({ kind: 'student', studentId: sessionStudentId }),
        studentId,
      );
      const rows = await repo.listForStudent(studentId);
      const junior = juniorOn(student.dateOfBirth, deps.clock());
      // The same rules as sending: said up front, so nobody writes a message that cannot go.
      const refusal = await sendRefusal(student);
      const { renditions, voiceOvers } = await videosOf(rows.map((row) => row.message));
      return {
        success: true,
        messages: rows.map((row) => presentMessage(row, renditions, voiceOvers(row.message.id))),
        guardianCopy: junior,
        sendRefusal: refusal?.message ?? null,
      };
    },

    /**
     * Before a message's body is read: a junior writes to a coach only with consent for messaging, and sends
     * a video only with consent for coaching videos (`field` is the file about to be read, if any).
     */
    async admitSend(sessionStudentId: string, field?: string): Promise<void> {
      const student = await access.ownStudent(
        { kind: 'student', studentId: sessionStudentId },
        sessionStudentId,
      );
      if (field === 'video') return consents.require(student, 'coaching_video');
      const refusal = await sendRefusal(student);
      if (refusal) throw refusal;
    },

    /** Before a reply's video is read: a junior's coaching videos need consent. */
    async admitReplyVideo(staffId: string, messageId: string): Promise<void> {
      const { message } = await staffMessage(staffId, messageId);
      const student = await repo.findStudent(message.studentId);
      if (student) await consents.require(student, 'coaching_video');
    },

    /**
     * Sends a message from the signed-in student (or from their guardian, its recorded author) to an
     * active coach, with files already checked and stored, and copies it to the guardians of a junior.
     */
    async send(
      sessionStudentId: string,
      fields: SendMessageFields,
      uploads: MessageUploads,
      options: { idempotencyKey?: string; guardianId?: string } = {},
    ): Promise<SendMessageOutcome> {
      // Naming another student is answered as if they did not exist.
      const student = await access.ownStudent(
        { kind: 'student', studentId: sessionStudentId },
        fields.studentId,
      );
      const key = options.idempotencyKey;
      const earlier = key ? await replay(student.id, key, fields) : undefined;
      if (earlier) return earlier;
      const coach = await repo.findActiveCoach(fields.coachId);
      if (!coach) {
        throw badRequest('coachId: Choose one of the academy coaches', {
          coachId: 'Choose one of the academy coaches',
        });
      }
      const now = deps.clock();
      const junior = juniorOn(student.dateOfBirth, now);
      // A junior's messages are always copied to a guardian; with no one to copy to, none is sent.
      const recipients = junior ? await copyRecipients(deps.db, student) : [];
      // Checked again here, whatever the route checked before the upload: consent is read at the act.
      const refusal = await sendRefusal(student);
      if (refusal) throw refusal;
      if (uploads.video) await consents.require(student, 'coaching_video');
      const author = options.guardianId
        ? await familiesRepository(deps.db).findGuardian(options.guardianId)
        : undefined;
      const from = `${student.firstName} ${student.lastName}`;
      let row: Awaited<ReturnType<typeof repo.insert>>;
      try {
        const attached = (uploads.video?.size ?? 0) + (uploads.image?.size ?? 0);
        row = await deps.db.transaction(async (tx) => {
          await claimStorage(
            tx,
            student.id,
            attached,
            deps.storageQuotaBytes,
            uploads.video ? 'video' : 'image',
          );
          const inserted = await messagesRepository(tx).insert({
            idempotencyKey: key ?? null,
            studentId: student.id,
            coachId: coach.id,
            subject: fields.subject,
            message: fields.message,
            type: fields.type,
            status: 'pending',
            createdAt: now,
            sentByGuardianId: author?.id ?? null,
            ...(uploads.video && {
              videoKey: uploads.video.key,
              videoMime: uploads.video.mime,
              videoSize: uploads.video.size,
              videoFilename: uploads.video.filename,
            }),
            ...(uploads.image && {
              imageKey: uploads.image.key,
              imageMime: uploads.image.mime,
              imageSize: uploads.image.size,
              imageFilename: uploads.image.filename,
            }),
          });
          if (uploads.video) await enqueueConversion(tx, uploads.video.key, now);
          // The guardians' copies are queued with the message: one never exists without the other.
          for (const recipient of recipients) {
            await deps.mailer.send(
              guardianCopyMail({
                guardianEmail: recipient.email,
                guardianName: recipient.name,
                from: author ? `${author.firstName} ${author.lastName} (for ${from})` : from,
                to: `coach ${coach.firstName} ${coach.lastName}`,
                studentFirstName: student.firstName,
                subject: inserted.subject,
                message: inserted.message,
                type: inserted.type,
                attachments: [uploads.video && 'a video', uploads.image && 'an image'].filter(
                  (a): a is string => Boolean(a),
                ),
                sentAt: now,
                appUrl: deps.appUrl,
              }),
              tx,
            );
          }
          return inserted;
        });
      } catch (err) {
        // Two sends with one key at the same moment: the second finds the first's message.
        if (key && isUniqueViolation(err) && violatedConstraint(err) === 'coach_messages_idempotency_key') {
          const raced = await replay(student.id, key, fields);
          if (raced) return raced;
        }
        throw err;
      }
      deps.mailer.wake();
      await deps.notices?.studentMessaged({ coachId: coach.id, from, subject: row.subject });
      return { created: true, response: { success: true, message: presentMessage({ message: row, coach }) } };
    },

    /** The student marks their own message read (another student's answers 404). */
    async markRead(sessionStudentId: string, messageId: string): Promise<{ success: true }> {
      const message = await visibleMessage({ kind: 'student', studentId: sessionStudentId }, messageId);
      if (message.studentId !== sessionStudentId) throw messageNotFound();
      if (!message.readByStudent) await repo.markReadByStudent(messageId);
      return { success: true };
    },

    /**
     * The stored file behind an attachment, for the student who sent it, their assigned coach, the
     * coach it was sent to, and admins; everyone else is refused.
     */
    async attachment(identity: SignedInIdentity, messageId: string, kind: AttachmentKind) {
      const message = await visibleMessage(await access.actorFor(identity), messageId);
      const file =
        kind === 'video'
          ? { key: message.videoKey, mime: message.videoMime, filename: message.videoFilename }
          : kind === 'image'
            ? { key: message.imageKey, mime: message.imageMime, filename: message.imageFilename }
            : {
                key: message.coachVideoKey,
                mime: message.coachVideoMime,
                filename: message.coachVideoFilename,
              };
      if (!file.key || !file.mime) throw notFound('This message has no such attachment');
      return { key: file.key, mime: file.mime, filename: file.filename ?? `${kind}` };
    },

    /**
     * GET /api/coaches/{id}/messages: the inbox and its stat cards. A coach may name only themselves;
     * an admin's own id covers every message and another coach's id that coach's inbox.
     */
    async coachInbox(staffId: string, coachId: string): Promise<CoachInboxResponse> {
      const actor = await access.staffActor(staffId);
      const scope = inboxScope(staffScope(actor, coachId, 'You can only see your own inbox'));
      const [rows, stats] = await Promise.all([repo.listInbox(scope), repo.inboxStats(scope)]);
      const { renditions, voiceOvers } = await videosOf(rows.map((row) => row.message));
      const messages = rows.map((row) => presentInboxMessage(row, renditions, voiceOvers(row.message.id)));
      return { success: true, messages, stats };
    },

    /**
     * A coach's reply (text and an optional video already checked and stored). The student sees it as the
     * coach's response; a junior's guardian gets a copy, as with every message between them.
     */
    async reply(
      staffId: string,
      messageId: string,
      response: string,
      video?: StoredUpload,
    ): Promise<{ success: true; message: StaffInboxMessage }> {
      const { actor, message } = await staffMessage(staffId, messageId);
      const now = deps.clock();
      const student = await repo.findStudent(message.studentId);
      const junior = !!student && juniorOn(student.dateOfBirth, now);
      // Messaging consent works both ways: once withdrawn, the coach's next reply is refused as the junior's
      // next message is.
      if (student) await consents.require(student, 'coach_messaging');
      if (student && video) await consents.require(student, 'coaching_video');
      const coach = await repo.findStaffName(actor.staffId);
      const recipients = student && junior ? await copyRecipients(deps.db, student) : [];
      // The reply and the guardian's copy of it are kept together or not at all.
      await deps.db.transaction(async (tx) => {
        await messagesRepository(tx).update(message.id, {
          coachResponse: response,
          status: 'answered',
          answeredAt: now,
          readByStudent: false,
          readByCoachAt: message.readByCoachAt ?? now,
          coachId: message.coachId ?? actor.staffId,
          ...(video && {
            coachVideoKey: video.key,
            coachVideoMime: video.mime,
            coachVideoSize: video.size,
            coachVideoFilename: video.filename,
          }),
        });
        if (video) await enqueueConversion(tx, video.key, now);
        for (const recipient of recipients) {
          if (!student) break;
          await deps.mailer.send(
            guardianCopyMail({
              guardianEmail: recipient.email,
              guardianName: recipient.name,
              from: `coach ${coach?.firstName ?? ''} ${coach?.lastName ?? ''}`.trim(),
              to: `${student.firstName} ${student.lastName}`,
              studentFirstName: student.firstName,
              subject: `Re: ${message.subject}`,
              message: response,
              type: message.type,
              attachments: video ? ['a video'] : [],
              sentAt: now,
              appUrl: deps.appUrl,
            }),
            tx,
          );
        }
      });
      deps.mailer.wake();
      const copiedTo = recipients.map((r) => r.email);
      const coachId = message.coachId ?? actor.staffId;
      await deps.notices?.coachReplied({
        studentId: message.studentId,
        coachId,
        subject: message.subject,
        copiedTo,
      });
      // A replaced reply video is no longer referenced by anything.
      if (video && message.coachVideoKey) await deps.storage?.remove(message.coachVideoKey);
      return { success: true, message: presentInboxMessage((await repo.findInboxRow(message.id))!) };
    },

    /** A coach picks a message up (in progress, and read) or resolves it. */
    async setStatus(
      staffId: string,
      messageId: string,
      status: 'in_progress' | 'resolved',
    ): Promise<{ success: true; message: StaffInboxMessage }> {
      const { message } = await staffMessage(staffId, messageId);
      await repo.update(message.id, {
        status: storedAfterStaffChange(message.status, status),
        readByCoachAt: message.readByCoachAt ?? deps.clock(),
      });
      return { success: true, message: presentInboxMessage((await repo.findInboxRow(message.id))!) };
    },

    /** The staff inbox: an admin sees every message, a coach their students' and their own. */
    async inbox(staffId: string): Promise<StaffMessagesResponse> {
      const actor = await access.staffActor(staffId);
      const rows = await repo.listInbox(inboxScope(staffScope(actor, actor.staffId)));
      const { renditions, voiceOvers } = await videosOf(rows.map((row) => row.message));
      return {
        success: true,
        messages: rows.map((row) => presentInboxMessage(row, renditions, voiceOvers(row.message.id))),
      };
    },
  };
}
export type MessagesService = ReturnType<typeof messagesService>;
