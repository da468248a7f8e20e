import { ageOn } from '@/core/rules/age-rules';
import { CONSENT_PURPOSES, type ConsentPurpose } from '@/core/rules/consent-rules';
import { londonDate } from '@/core/rules/london-time';
import type { DbOrTx } from '../client';
import { consents, guardianLinks, guardians, students, tierOverrides } from '../schema/index';

/** Oliver, Amelia, Leo, Grace and David's tiers, in the order they are made. */
const DEMO_TIERS = ['essentials', 'free', 'elite', 'performance', 'performance'] as const;

/** The published addresses the demo people sign in with (DEMO_ACCOUNTS in demo-data.ts). */
export interface DemoAddresses {
  students: { leo: string; grace: string; david: string };
  guardians: { hannah: string; priya: string; mark: string };
}

export interface DemoStudentIds {
  oliver: string;
  amelia: string;
  leo: string;
  grace: string;
  david: string;
}

/**
 * The date of birth, on `monthDay` ('MM-DD'), of someone who is `age` on `today`. The demo is seeded on the
 * day it first starts, so its people are born relative to that day: Oliver is 12 and Amelia 9 whenever the
 * demo is created, and the family rules (no login under 13) stay true of them.
 */
export function bornAged(today: string, age: number, monthDay: string): string {
  const year = Number(today.slice(0, 4)) - age;
  const thisYear = `${String(year).padStart(4, '0')}-${monthDay}`;
  return ageOn(thisYear, today) === age ? thisYear : `${String(year - 1).padStart(4, '0')}-${monthDay}`;
}

const guardianDetails = (name: string, relationship: string, email: string, phone: string) => ({
  guardianName: name,
  guardianRelationship: relationship,
  guardianEmail: email,
  guardianPhone: phone,
  emergencyContactName: name,
  emergencyContactRelationship: relationship,
  emergencyContactPhone: phone,
});

const HANNAH = { firstName: 'Hannah', lastName: 'Parker', phone: '07700 900106' };
const PRIYA = { firstName: 'Priya', lastName: 'Patel', phone: '07700 900103' };
const MARK = { firstName: 'Mark', lastName: 'Thompson', phone: '07700 900104' };

/**
 * The demo students and their families. Oliver (12) and Amelia (9) are Hannah Parker's children: too young
 * for a login, they share her address for contact and she signs in for them. Leo and Grace are teenagers
 * with logins of their own, each linked to a parent, as every junior must be before they can write to a
 * coach. David is an adult.
 */
export async function seedDemoStudents(
  tx: DbOrTx,
  coaches: { jamesStaffId: string; emmaStaffId: string },
  addresses: DemoAddresses,
  passwordHash: string,
  now: Date,
): Promise<DemoStudentIds> {
  const today = londonDate(now);
  const family = addresses.guardians;
  const hannah = guardianDetails('Hannah Parker', 'Mother', family.hannah, HANNAH.phone);
  const login = (email: string, username: string) => ({
    email,
    username,
    passwordHash,
    emailConfirmedAt: now,
  });
  // A child without a login: the family's address, confirmed by the demo guardian who holds it.
  const child = { email: family.hannah, username: null, passwordHash: null, emailConfirmedAt: now };

  const [oliver, amelia, leo, grace, david] = await tx
    .insert(students)
    .values([
      {
        ...child,
        firstName: 'Oliver',
        lastName: 'Bennett',
        handicap: 24.5,
        membershipTier: DEMO_TIERS[0],
        coachId: coaches.jamesStaffId,
        dateOfBirth: bornAged(today, 12, '05-12'),
        skillLevel: 'intermediate',
        dominantHand: 'right',
        goals: 'Break 90 and join the county under-14 squad.',
        ...hannah,
      },
      {
        ...child,
        firstName: 'Amelia',
        lastName: 'Hart',
        membershipTier: DEMO_TIERS[1],
        coachId: coaches.emmaStaffId,
        dateOfBirth: bornAged(today, 9, '09-03'),
        skillLevel: 'beginner',
        dominantHand: 'left',
        goals: 'Hit the ball in the air every time and play nine holes with Dad.',
        ...hannah,
      },
      {
        ...login(addresses.students.leo, 'leo_p'),
        firstName: 'Leo',
        lastName: 'Patel',
        handicap: 6.2,
        membershipTier: DEMO_TIERS[2],
        coachId: coaches.jamesStaffId,
        dateOfBirth: bornAged(today, 15, '02-21'),
        skillLevel: 'advanced',
        dominantHand: 'right',
        goals: 'Reach scratch and compete in national junior events.',
        medicalConditions: 'Mild asthma: inhaler in golf bag.',
        ...guardianDetails('Priya Patel', 'Mother', family.priya, PRIYA.phone),
      },
      {
        ...login(addresses.students.grace, 'grace_t'),
        firstName: 'Grace',
        lastName: 'Thompson',
        handicap: 14.0,
        membershipTier: DEMO_TIERS[3],
        coachId: coaches.emmaStaffId,
        dateOfBirth: bornAged(today, 16, '07-30'),
        skillLevel: 'intermediate',
        dominantHand: 'right',
        ...guardianDetails('Mark Thompson', 'Father', family.mark, MARK.phone),
      },
      {
        ...login(addresses.students.david, 'david_m'),
        firstName: 'David',
        lastName: 'Morgan',
        handicap: 18.3,
        membershipTier: DEMO_TIERS[4],
        coachId: coaches.jamesStaffId,
        dateOfBirth: bornAged(today, 42, '11-08'),
        skillLevel: 'intermediate',
        dominantHand: 'right',
        goals: 'Get to single figures before I turn 45.',
        emergencyContactName: 'Helen Morgan',
        emergencyContactRelationship: 'Partner',
        emergencyContactPhone: '07700 900105',
      },
    ])
    .returning({ id: students.id });

  // The parents sign in like any family that registered: adults by declaration, addresses confirmed.
  const [hannahRow, priyaRow, markRow] = await tx
    .insert(guardians)
    .values(
      [
        { ...HANNAH, email: family.hannah },
        { ...PRIYA, email: family.priya },
        { ...MARK, email: family.mark },
      ].map((g) => ({ ...g, passwordHash, adultDeclaredAt: now, emailConfirmedAt: now })),
    )
    .returning({ id: guardians.id });
  await tx.insert(guardianLinks).values([
    { guardianId: hannahRow!.id, studentId: oliver!.id, relationship: 'Mother', createdAt: now },
    { guardianId: hannahRow!.id, studentId: amelia!.id, relationship: 'Mother', createdAt: now },
    { guardianId: priyaRow!.id, studentId: leo!.id, relationship: 'Mother', createdAt: now },
    { guardianId: markRow!.id, studentId: grace!.id, relationship: 'Father', createdAt: now },
  ]);

  // Every demo junior has the consents the portal's journeys need, given by their parent in the portal, and
  // the teenagers with a login have agreed too. Only Oliver and Leo agreed to promotional photos, and nobody
  // to academy news: the Family area then shows both states.
  const agreed = (
    studentId: string,
    party: 'guardian' | 'student',
    guardianId: string | null,
    skip: ConsentPurpose[],
  ) =>
    CONSENT_PURPOSES.filter((p) => !skip.includes(p)).map((purpose) => ({
      studentId,
      purpose,
      party,
      guardianId,
      method: 'portal' as const,
      givenAt: now,
    }));
  const noPromotion: ConsentPurpose[] = ['promotional_photos', 'marketing'];
  await tx
    .insert(consents)
    .values([
      ...agreed(oliver!.id, 'guardian', hannahRow!.id, ['marketing']),
      ...agreed(amelia!.id, 'guardian', hannahRow!.id, noPromotion),
      ...agreed(leo!.id, 'guardian', priyaRow!.id, ['marketing']),
      ...agreed(leo!.id, 'student', null, ['marketing']),
      ...agreed(grace!.id, 'guardian', markRow!.id, noPromotion),
      ...agreed(grace!.id, 'student', null, noPromotion),
      ...agreed(david!.id, 'student', null, noPromotion),
    ]);

  // The demo's paying members joined before memberships were sold online: their tiers are set by hand.
  await tx.insert(tierOverrides).values(
    [oliver, amelia, leo, grace, david]
      .map((row, i) => ({ id: row!.id, tier: DEMO_TIERS[i]! }))
      .filter((row) => row.tier !== 'free')
      .map((row) => ({
        studentId: row.id,
        tier: row.tier,
        reason: 'Paid at the academy before memberships were sold online',
        createdAt: now,
      })),
  );

  return { oliver: oliver!.id, amelia: amelia!.id, leo: leo!.id, grace: grace!.id, david: david!.id };
}
