import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { bookingPlaces, bookings } from '../db/schema/index';
import { textPdf } from '../db/seed/demo-downloads';
import { createStudent, FACTORY_PASSWORD } from '../db/seed/factories';
import { participantFor } from './booking-participants';
import { signIn } from './callers';
import { multipartBody, VIDEO } from './multipart';
import type { TestContext } from './test-app';

/**
 * The valid requests that need something made first: a free slot in the diary, or the token of a link
 * the academy e-mailed. Each call makes a new one, so every caller of a route gets a request that can
 * succeed. Links are made for throwaway accounts and bookings, never for the fixed people of the world.
 */
export function linkedSamples(t: TestContext, diary: { serviceId: number; providerId: number }) {
  let counter = 0;
  const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

  const must = async (what: string, res: Promise<{ statusCode: number; body: string }>) => {
    const done = await res;
    if (done.statusCode >= 300) throw new Error(`${what}: ${done.statusCode} ${done.body}`);
  };

  async function tokenMailedTo(address: string, link: RegExp): Promise<string> {
    const token = link.exec((await t.lastEmailTo(address))?.text ?? '')?.[1];
    if (!token) throw new Error(`No link mailed to ${address}`);
    return token;
  }

  /**
   * The next free lesson slot, at least a week ahead (so it can still be cancelled online), of the world's
   * service or another its coach teaches.
   */
  async function freeSlot(daysAhead = 7, serviceId = diary.serviceId) {
    const day = (offset: number) =>
      new Date(t.clock().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const query = new URLSearchParams({
      serviceId: String(serviceId),
      providerId: String(diary.providerId),
      date: day(daysAhead),
      endDate: day(daysAhead + 21),
    });
    const res = await t.request({ method: 'GET', url: `/api/booking/timeslots?${query}` });
    const free = Object.entries(res.json().data as Record<string, string[]>).find(
      ([, times]) => times.length > 0,
    );
    if (!free) throw new Error(`No free slot in the diary: ${query} ${res.body.slice(0, 300)}`);
    return { serviceId, providerId: diary.providerId, date: free[0], time: free[1][0]! };
  }

  /** A booking made by a new customer, in a free slot. */
  async function book(daysAhead?: number): Promise<{ email: string }> {
    const email = `booker.${unique()}@example.com`;
    await must(
      'booking',
      t.request({
        method: 'POST',
        url: '/api/booking/book',
        payload: {
          ...(await freeSlot(daysAhead)),
          clientData: { name: 'Sarah Bennett', email, phone: '07700 900123' },
          participant: participantFor(diary.serviceId),
        },
      }),
    );
    return { email };
  }

  // A family of its own that sends the invitations: a link is made for a throwaway child, never for A.
  let inviter: Promise<string> | undefined;
  const inviterToken = () => {
    inviter ??= (async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/family/register',
        payload: {
          firstName: 'Clare',
          lastName: 'Dunn',
          email: `inviter.${unique()}@example.com`,
          password: 'a long enough passphrase',
          confirmPassword: 'a long enough passphrase',
          over18: true,
        },
      });
      if (res.statusCode !== 201) throw new Error(`family registration: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    })();
    return inviter;
  };
  /** A new child of the inviting family, born on the date given, and a call as that family. */
  async function inviterChild(dateOfBirth: string, coachId: string) {
    const authorization = `Bearer ${await inviterToken()}`;
    const call = (options: { url: string; payload: object }) =>
      t.request({ method: 'POST', headers: { authorization }, ...options });
    const res = await call({
      url: '/api/family/children',
      payload: { firstName: 'Evie', lastName: 'Dunn', dateOfBirth, relationship: 'Mother', coachId },
    });
    if (res.statusCode !== 201) throw new Error(`child: ${res.statusCode} ${res.body}`);
    return { id: res.json().id as string, call };
  }
  const invitationLink = /portal\/invitation\?token=([A-Za-z0-9_-]+)/;

  /** A junior 1:1 lesson a week or more away that a guardian booked for their child: its id. */
  async function familyBooking(guardianId: string, studentId: string): Promise<string> {
    const { serviceId, providerId, date, time } = await freeSlot(7, 2);
    const outcome = await t.app.services.families.bookForChild(
      { kind: 'guardian', guardianId, childIds: [studentId] },
      { serviceId, providerId, date, time, studentId },
    );
    return outcome.booking.id;
  }

  /** The first place of a booking, for the calls that cancel one day. */
  async function firstPlaceOf(where: { id?: string; clientEmail?: string }): Promise<string> {
    const [row] = await t.database.db
      .select({ id: bookingPlaces.id })
      .from(bookingPlaces)
      .innerJoin(bookings, eq(bookings.id, bookingPlaces.bookingId))
      .where(where.id ? eq(bookings.id, where.id) : eq(bookings.clientEmail, where.clientEmail!));
    return row!.id;
  }

  return {
    freeSlot,
    book,
    familyBooking,

    /** A family booking's id and one of its places (the last day left cancels the whole booking). */
    async familyBookingPlace(guardianId: string, studentId: string) {
      const id = await familyBooking(guardianId, studentId);
      return { id, placeId: await firstPlaceOf({ id }) };
    },

    /** A new booking's private cancel token and one of its places. */
    async cancelDay(): Promise<{ token: string; placeId: string }> {
      const { email } = await book();
      const token = await tokenMailedTo(email, /booking\/cancel\?token=([A-Za-z0-9_-]+)/);
      return { token, placeId: await firstPlaceOf({ clientEmail: email }) };
    },

    /** The token of an invitation to a 14-year-old's own login, sent to a new address. */
    async juniorLoginToken(coachId: string): Promise<string> {
      const child = await inviterChild('2012-03-03', coachId);
      const email = `junior.${unique()}@example.com`;
      await must(
        'junior invitation',
        child.call({ url: `/api/family/children/${child.id}/invite`, payload: { email } }),
      );
      return tokenMailedTo(email, invitationLink);
    },

    /** The token of an invitation to share a new child, sent to the guardian at `email`. */
    async guardianInvitationToken(coachId: string, email: string): Promise<string> {
      const child = await inviterChild('2017-06-15', coachId);
      await must(
        'guardian invitation',
        child.call({
          url: '/api/family/guardians/invite',
          payload: { email, relationship: 'Aunt', studentIds: [child.id] },
        }),
      );
      return tokenMailedTo(email, invitationLink);
    },

    /** The private cancel link's token of a new booking. */
    async cancelToken(): Promise<string> {
      const { email } = await book();
      return tokenMailedTo(email, /booking\/cancel\?token=([A-Za-z0-9_-]+)/);
    },

    /** A password reset link's token, for a new student account. */
    async resetToken(): Promise<string> {
      const student = await createStudent(t.database.db);
      await must(
        'forgot password',
        t.request({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: student.email, userType: 'student' },
        }),
      );
      return tokenMailedTo(student.email, /reset-password\?token=([A-Za-z0-9_-]+)/);
    },

    /** The e-mail confirmation link's token of a student who has just registered. */
    async confirmationToken(coachId: string): Promise<string> {
      const id = unique();
      const email = `new.${id}@example.com`;
      await must(
        'registration',
        t.request({
          method: 'POST',
          url: '/api/portal/register',
          payload: {
            firstName: 'Ava',
            lastName: 'Reed',
            email,
            username: `ava${id}`.slice(0, 20),
            password: 'a long enough passphrase',
            confirmPassword: 'a long enough passphrase',
            dateOfBirth: '1990-04-12',
            coachId,
          },
        }),
      );
      return tokenMailedTo(email, /confirm-email\?token=([A-Za-z0-9_-]+)/);
    },

    /** An account deletion link's token, asked for by a new student themself. */
    async deletionToken(): Promise<string> {
      const student = await createStudent(t.database.db);
      const them = await signIn(t, 'student', student);
      await must(
        'deletion request',
        them.call({
          method: 'POST',
          url: `/api/students/${student.id}/deletion`,
          payload: { password: FACTORY_PASSWORD },
        }),
      );
      return tokenMailedTo(student.email, /account-deletion\?token=([A-Za-z0-9_-]+)/);
    },
  };
}
export type LinkedSamples = ReturnType<typeof linkedSamples>;

const PDF = textPdf('Practice plan', ['Ten balls to each flag.']);

/** A downloadable item as the admin's upload form sends it: the type first, then the details, then the file. */
export const downloadUpload = () =>
  multipartBody([
    ['type', 'pdf'],
    ['title', 'Practice plan'],
    ['description', 'A week of range sessions'],
    ['category', 'Practice plans'],
    ['requiredTier', 'free'],
    ['pricePence', '0'],
    ['author', 'James Whitfield'],
    ['pages', '1'],
    ['file', { bytes: PDF, name: 'practice plan.pdf', type: 'application/pdf' }],
  ]);

/** A coaching video as the admin's upload form sends it. */
export const learningVideoUpload = (title = 'Chipping Basics') =>
  multipartBody([
    ['title', title],
    ['description', 'A short film on the chip.'],
    ['category', 'fundamentals'],
    ['difficulty', 'beginner'],
    ['durationMinutes', '6'],
    ['requiredTier', 'free'],
    ['instructor', 'James Whitfield'],
    ['video', { bytes: VIDEO, name: 'chip.mp4', type: 'video/mp4' }],
  ]);

/** A coach's photo upload: a small real JPEG. */
export const coachPhotoUpload = async () =>
  multipartBody([
    [
      'photo',
      {
        bytes: await sharp({
          create: { width: 200, height: 200, channels: 3, background: { r: 20, g: 80, b: 50 } },
        })
          .jpeg()
          .toBuffer(),
        name: 'portrait.jpg',
        type: 'image/jpeg',
      },
    ],
  ]);
