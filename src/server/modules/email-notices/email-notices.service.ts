import {
  type EmailTopic,
  type PortalEmailPreferences,
  type PortalEmailPreferencesBody,
  type StaffEmailPreferences,
  type StaffEmailPreferencesBody,
  TOPIC_WORDS,
  type UnsubscribeView,
} from '@/core/contracts/email-preferences';
import type { VoiceOverTarget } from '@/core/contracts/voice-overs';
import { londonWallClock } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { randomToken, sha256 } from '../../security/tokens';
import { juniorOn } from '../messages/safeguarding';
import {
  digestMail,
  feedbackMail,
  newMessageMail,
  purchaseRequestMail,
  type StopLinks,
} from './email-notices.mail';
import { emailNoticesRepository, type Reader, readerKey } from './email-notices.repository';

const DAY = 86_400_000;
/** An unsubscribe link works for a year: an old e-mail is still read. */
const LINK_LIFE_MS = 365 * DAY;
/** A coach's daily summary goes at the first run after this London hour. */
export const DIGEST_HOUR = 7;

type Feedback = { studentId: string; coachId: string | null };

/** A voice-over's e-mail, worded for what it was sent on, and the portal tab that plays it. */
function voiceOverWords(coach: string, target: VoiceOverTarget, label: string) {
  switch (target) {
    case 'swing':
      return {
        subject: `${coach} sent a voice-over on your swing`,
        what: `${coach} recorded a voice-over on the swing sent for review (${label}): watch it in My swings.`,
        tab: 'coaching',
      };
    case 'drill':
      return {
        subject: `${coach} sent a voice-over on ${label}`,
        what: `${coach} recorded a voice-over on your drill video for "${label}": watch it with the challenge.`,
        tab: 'challenges',
      };
    case 'exercise':
      return {
        subject: `${coach} sent a voice-over on an exercise`,
        what: `${coach} recorded a voice-over on the exercise ${label}: watch it in your lessons.`,
        tab: 'coaching',
      };
    default:
      return {
        subject: `${coach} sent a voice-over: ${label}`,
        what: `${coach} replied to "${label}" with a voice-over: watch it in Messages.`,
        tab: 'coaching',
      };
  }
}

/**
 * The e-mails that tell people of news: a coach of a student's message (at once or in a daily summary), a
 * student and a junior's guardians of the coach's reply, review or verification, admins of a purchase
 * request. Each carries an unsubscribe link for its one kind; what is part of a service (a booking's
 * e-mails, a junior's safeguarding copy) is sent elsewhere and cannot be turned off.
 */
export function emailNoticesService(deps: { db: Db; clock: Clock; mailer: Mailer; appUrl: string }) {
  const repo = emailNoticesRepository(deps.db);
  const staffPortal = (tab: string) => `${deps.appUrl}/staff-portal?tab=${tab}`;
  const studentPortal = (tab: string, studentId: string, guardian: boolean) =>
    `${deps.appUrl}/student-portal?tab=${tab}${guardian ? `&child=${studentId}` : ''}`;

  async function stopLinks(reader: Reader, topic: EmailTopic, settings: string): Promise<StopLinks> {
    const token = randomToken();
    await repo.insertLink(sha256(token), readerKey(reader), topic, deps.clock());
    return {
      page: `${deps.appUrl}/email-preferences?token=${token}`,
      oneClick: `${deps.appUrl}/api/email-preferences/unsubscribe?token=${token}`,
      settings,
    };
  }

  async function send(messages: MailMessage[]): Promise<void> {
    for (const message of messages) await deps.mailer.send(message);
  }

  async function coachName(coachId: string | null): Promise<string> {
    const coach = coachId ? await repo.staffMember(coachId) : undefined;
    return coach ? `Coach ${coach.firstName}` : 'Your coach';
  }

  /**
   * The student (with a login of their own) and, for a junior, each guardian: one e-mail per address, so a
   * family that shares one address hears once. `skip`: addresses already told (a safeguarding copy).
   */
  async function tellFamily(
    input: Feedback,
    subject: string,
    what: string,
    tab: string,
    skip: readonly string[] = [],
  ): Promise<void> {
    const student = await repo.student(input.studentId);
    if (!student) return;
    const told = new Set(skip.map((a) => a.toLowerCase()));
    const out: MailMessage[] = [];
    if (student.ownLogin && !told.has(student.email.toLowerCase())) {
      const reader = { studentId: student.id };
      if ((await repo.preferences(reader)).coachFeedback) {
        told.add(student.email.toLowerCase());
        const links = await stopLinks(reader, 'coach_feedback', studentPortal('profile', student.id, false));
        out.push(feedbackMail(student, subject, what, studentPortal(tab, student.id, false), links));
      }
    }
    if (juniorOn(student.dateOfBirth, deps.clock())) {
      for (const guardian of await repo.guardiansOf(student.id)) {
        if (!guardian.coachFeedback || told.has(guardian.email.toLowerCase())) continue;
        told.add(guardian.email.toLowerCase());
        const reader = { guardianId: guardian.id };
        const links = await stopLinks(reader, 'coach_feedback', studentPortal('profile', student.id, true));
        out.push(feedbackMail(guardian, subject, what, studentPortal(tab, student.id, true), links));
      }
    }
    await send(out);
    deps.mailer.wake();
  }

  return {
    /** A student's new message: its coach is e-mailed at once, unless they chose a summary or none. */
    async studentMessaged(input: { coachId: string; from: string; subject: string }): Promise<void> {
      const coach = await repo.staffMember(input.coachId);
      if (!coach) return;
      const reader = { staffId: coach.id };
      if ((await repo.preferences(reader)).studentMessages !== 'instant') return;
      const links = await stopLinks(reader, 'student_messages', staffPortal('settings'));
      await send([newMessageMail(coach, input.from, input.subject, staffPortal('messaging'), links)]);
      deps.mailer.wake();
    },

    /** The coach replied. A junior's guardians already have the reply's safeguarding copy: not told twice. */
    async coachReplied(input: Feedback & { subject: string; copiedTo: readonly string[] }): Promise<void> {
      const coach = await coachName(input.coachId);
      await tellFamily(
        input,
        `${coach} replied: ${input.subject}`,
        `${coach} replied to "${input.subject}".`,
        'coaching',
        input.copiedTo,
      );
    },

    async drillReviewed(input: Feedback & { drill: string; rating: number }): Promise<void> {
      const coach = await coachName(input.coachId);
      await tellFamily(
        input,
        `${coach} reviewed ${input.drill}`,
        `${coach} reviewed "${input.drill}" and gave it ${input.rating} out of 5 stars.`,
        'challenges',
      );
    },

    /** The coach reviewed a swing the student (or their guardian) sent: shown in Coach Messaging. */
    async swingReviewed(input: Feedback & { forLabel: string }): Promise<void> {
      const coach = await coachName(input.coachId);
      await tellFamily(
        input,
        `${coach} reviewed a swing`,
        `${coach} reviewed the swing sent for review (${input.forLabel}) and left a comment.`,
        'coaching',
      );
    },

    /**
     * A voice-over on a swing, a drill, an exercise or a message. A junior's guardians already have a
     * message's safeguarding copy: not told twice.
     */
    async voiceOverSent(
      input: Feedback & { target: VoiceOverTarget; label: string; copiedTo?: readonly string[] },
    ): Promise<void> {
      const coach = await coachName(input.coachId);
      const { subject, what, tab } = voiceOverWords(coach, input.target, input.label);
      await tellFamily(input, subject, what, tab, input.copiedTo);
    },

    async roundVerified(input: Feedback & { score: string }): Promise<void> {
      const coach = await coachName(input.coachId);
      await tellFamily(
        input,
        `${coach} verified a Break Par round`,
        `${coach} verified the Break Par round scored ${input.score}.`,
        'break-par',
      );
    },

    /** A purchase request waits for an admin (payments off): each admin who wants to know is told. */
    async purchaseRequested(input: { studentId: string; item: string }): Promise<void> {
      const student = await repo.student(input.studentId);
      if (!student) return;
      const name = `${student.firstName} ${student.lastName}`;
      const out: MailMessage[] = [];
      for (const admin of await repo.adminsForPurchaseRequests()) {
        const links = await stopLinks({ staffId: admin.id }, 'purchase_requests', staffPortal('settings'));
        out.push(purchaseRequestMail(admin, name, input.item, staffPortal('content'), links));
      }
      await send(out);
      deps.mailer.wake();
    },

    /**
     * Each coach who chose a summary gets one a day, after 07:00 London time, of the messages still unread
     * since the last. Safe on many instances: a coach's day is claimed before it is sent.
     */
    async sendDigests(): Promise<number> {
      const now = deps.clock();
      const today = londonWallClock(now);
      if (today.minutes < DIGEST_HOUR * 60) return 0;
      let sent = 0;
      for (const coach of await repo.digestReaders()) {
        if (coach.lastDigestAt && londonWallClock(coach.lastDigestAt).date === today.date) continue;
        if (!(await repo.claimDigest(coach.staffId, coach.lastDigestAt, now))) continue;
        const since = coach.lastDigestAt ?? new Date(now.getTime() - DAY);
        const unread = await repo.unreadMessagesTo(coach.staffId, since);
        if (unread.length === 0) continue;
        const links = await stopLinks(
          { staffId: coach.staffId },
          'student_messages',
          staffPortal('settings'),
        );
        const messages = unread.map((m) => ({
          from: `${m.firstName} ${m.lastName}`,
          subject: m.subject,
          at: m.createdAt,
        }));
        await deps.mailer.send(digestMail(coach, messages, staffPortal('messaging'), links));
        sent++;
      }
      await repo.purgeLinksBefore(new Date(now.getTime() - LINK_LIFE_MS));
      if (sent > 0) deps.mailer.wake();
      return sent;
    },

    async staffPreferences(staffId: string): Promise<StaffEmailPreferences> {
      const member = await repo.staffMember(staffId);
      const prefs = await repo.preferences({ staffId });
      return {
        studentMessages: prefs.studentMessages,
        purchaseRequests: prefs.purchaseRequests,
        admin: member?.role === 'admin',
      };
    },
    async saveStaffPreferences(staffId: string, body: StaffEmailPreferencesBody) {
      await repo.save({ staffId }, body, deps.clock());
      return this.staffPreferences(staffId);
    },

    /** A student's own setting, or a guardian's (theirs for all their children). */
    async portalPreferences(reader: Reader): Promise<PortalEmailPreferences> {
      return { coachFeedback: (await repo.preferences(reader)).coachFeedback };
    },
    async savePortalPreferences(reader: Reader, body: PortalEmailPreferencesBody) {
      await repo.save(reader, body, deps.clock());
      return this.portalPreferences(reader);
    },

    /** What an unsubscribe link stops, and whether it is stopped already. */
    async unsubscribeView(token: string): Promise<UnsubscribeView> {
      const link = await repo.findLink(sha256(token), new Date(deps.clock().getTime() - LINK_LIFE_MS));
      if (!link) throw notFound('This unsubscribe link is not valid, or it has expired');
      const topic = link.topic as EmailTopic;
      const [kind, id] = link.reader.split(':') as [string, string];
      const owner: Reader =
        kind === 'staff' ? { staffId: id } : kind === 'student' ? { studentId: id } : { guardianId: id };
      const prefs = await repo.preferences(owner);
      const stopped =
        topic === 'student_messages'
          ? prefs.studentMessages === 'off'
          : topic === 'coach_feedback'
            ? !prefs.coachFeedback
            : !prefs.purchaseRequests;
      return { topic, description: TOPIC_WORDS[topic], stopped };
    },

    /** Stops the kind of e-mail the link came with: from the page's button, or a mail client's one click. */
    async unsubscribe(token: string): Promise<UnsubscribeView> {
      const link = await repo.findLink(sha256(token), new Date(deps.clock().getTime() - LINK_LIFE_MS));
      if (!link) throw notFound('This unsubscribe link is not valid, or it has expired');
      await repo.stop(link.reader, link.topic as EmailTopic, deps.clock());
      return this.unsubscribeView(token);
    },
  };
}
export type EmailNoticesService = ReturnType<typeof emailNoticesService>;
