import type { Db } from '../client';
import { staff, students } from '../schema/index';
import { seedDemoAssignments } from './demo-assignments';
import { seedDemoChallenges } from './demo-challenges';
import { seedDemoDiary } from './demo-diary';
import { seedDemoDownloads } from './demo-downloads';
import { seedDemoLearning } from './demo-learning';
import { seedDemoMessages } from './demo-messages';
import { seedDemoProgress } from './demo-progress';

/** Every demo account signs in with this password; the README lists the accounts. */
export const DEMO_PASSWORD = 'solent-demo-2026';

export const DEMO_ACCOUNTS = {
  admin: 'admin@solentgolf.academy',
  headCoach: 'james.whitfield@solentgolf.academy',
  juniorCoach: 'emma.caldwell@solentgolf.academy',
  students: {
    oliver: 'oliver.bennett@example.com',
    amelia: 'amelia.hart@example.com',
    leo: 'leo.patel@example.com',
    grace: 'grace.thompson@example.com',
    david: 'david.morgan@example.com',
  },
} as const;

/**
 * Fills an empty database with the academy's founding coaches, an administrator and a handful of
 * students of different ages and tiers, so a first start shows a working academy.
 */
export async function seedDemoData(
  db: Db,
  hash: (password: string) => Promise<string>,
  now: Date = new Date(),
): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD);
  // The demo accounts stand for people the academy already knows: their addresses count as confirmed.
  await db.transaction(async (tx) => {
    await tx.insert(staff).values({
      email: DEMO_ACCOUNTS.admin,
      passwordHash,
      emailConfirmedAt: now,
      firstName: 'Rachel',
      lastName: 'Okafor',
      role: 'admin',
      bio: 'Runs the academy office: bookings, memberships and safeguarding records.',
      specializations: ['Academy operations'],
      certifications: ['England Golf Safeguarding Officer training', 'Enhanced DBS check'],
      displayOrder: 900,
    });
    const [james, emma] = await tx
      .insert(staff)
      .values([
        {
          email: DEMO_ACCOUNTS.headCoach,
          passwordHash,
          emailConfirmedAt: now,
          firstName: 'James',
          lastName: 'Whitfield',
          role: 'coach',
          jobTitle: 'Head Coach & Founder',
          bio: 'James founded the academy after twelve years coaching county, national and touring professionals. He builds technique on measurable data and keeps lessons simple enough for a ten-year-old to take to the course.',
          specializations: ['PGA Tour-level coaching', 'Launch-monitor analysis', 'Tournament preparation'],
          certifications: [
            'PGA Advanced Professional',
            'TrackMan Level 2 certified',
            'England Golf Safeguarding certificate',
            'Enhanced DBS check',
            'Emergency First Aid at Work',
          ],
          phone: '023 8049 6001',
          mobilePhone: '07700 900461',
          displayOrder: 1,
        },
        {
          email: DEMO_ACCOUNTS.juniorCoach,
          passwordHash,
          emailConfirmedAt: now,
          firstName: 'Emma',
          lastName: 'Caldwell',
          role: 'coach',
          jobTitle: 'Junior Programme Lead & Co-founder',
          bio: 'Emma leads the junior pathway, from first swings at five to county squads. She is known for patient, playful sessions that build real fundamentals and a love of the game.',
          specializations: ['Junior & all-level development', 'Short game', 'Beginner golf'],
          certifications: [
            'PGA Professional',
            'UK Coaching Level 3',
            'England Golf Safeguarding certificate',
            'Enhanced DBS check',
            'Paediatric First Aid',
          ],
          phone: '023 8049 6002',
          mobilePhone: '07700 900462',
          displayOrder: 2,
        },
      ])
      .returning({ id: staff.id });

    const guardian = (name: string, relationship: string, email: string, phone: string) => ({
      guardianName: name,
      guardianRelationship: relationship,
      guardianEmail: email,
      guardianPhone: phone,
      emergencyContactName: name,
      emergencyContactRelationship: relationship,
      emergencyContactPhone: phone,
    });

    await tx.insert(students).values([
      {
        email: DEMO_ACCOUNTS.students.oliver,
        username: 'oliver_b',
        passwordHash,
        emailConfirmedAt: now,
        firstName: 'Oliver',
        lastName: 'Bennett',
        handicap: 24.5,
        membershipTier: 'essentials',
        coachId: james!.id,
        dateOfBirth: '2014-05-12',
        skillLevel: 'intermediate',
        dominantHand: 'right',
        goals: 'Break 90 and join the county under-14 squad.',
        photoVideoConsent: true,
        ...guardian('Sarah Bennett', 'Mother', 'sarah.bennett@example.com', '07700 900101'),
      },
      {
        email: DEMO_ACCOUNTS.students.amelia,
        username: 'amelia_h',
        passwordHash,
        emailConfirmedAt: now,
        firstName: 'Amelia',
        lastName: 'Hart',
        membershipTier: 'free',
        coachId: emma!.id,
        dateOfBirth: '2017-09-03',
        skillLevel: 'beginner',
        dominantHand: 'left',
        goals: 'Hit the ball in the air every time and play nine holes with Dad.',
        ...guardian('Tom Hart', 'Father', 'tom.hart@example.com', '07700 900102'),
      },
      {
        email: DEMO_ACCOUNTS.students.leo,
        username: 'leo_p',
        passwordHash,
        emailConfirmedAt: now,
        firstName: 'Leo',
        lastName: 'Patel',
        handicap: 6.2,
        membershipTier: 'elite',
        coachId: james!.id,
        dateOfBirth: '2011-02-21',
        skillLevel: 'advanced',
        dominantHand: 'right',
        goals: 'Reach scratch and compete in national junior events.',
        medicalConditions: 'Mild asthma: inhaler in golf bag.',
        photoVideoConsent: true,
        ...guardian('Priya Patel', 'Mother', 'priya.patel@example.com', '07700 900103'),
      },
      {
        email: DEMO_ACCOUNTS.students.grace,
        username: 'grace_t',
        passwordHash,
        emailConfirmedAt: now,
        firstName: 'Grace',
        lastName: 'Thompson',
        handicap: 14.0,
        membershipTier: 'performance',
        coachId: emma!.id,
        dateOfBirth: '2010-07-30',
        skillLevel: 'intermediate',
        dominantHand: 'right',
        ...guardian('Mark Thompson', 'Father', 'mark.thompson@example.com', '07700 900104'),
      },
      {
        email: DEMO_ACCOUNTS.students.david,
        username: 'david_m',
        passwordHash,
        emailConfirmedAt: now,
        firstName: 'David',
        lastName: 'Morgan',
        handicap: 18.3,
        membershipTier: 'performance',
        coachId: james!.id,
        dateOfBirth: '1984-11-08',
        skillLevel: 'intermediate',
        dominantHand: 'right',
        goals: 'Get to single figures before I turn 45.',
        emergencyContactName: 'Helen Morgan',
        emergencyContactRelationship: 'Partner',
        emergencyContactPhone: '07700 900105',
      },
    ]);
    await seedDemoDiary(tx, { jamesStaffId: james!.id, emmaStaffId: emma!.id }, now);
    await seedDemoMessages(tx, now);
    await seedDemoDownloads(tx);
    await seedDemoLearning(tx);
    await seedDemoAssignments(tx, { jamesStaffId: james!.id }, DEMO_ACCOUNTS.students, now);
    await seedDemoProgress(tx, { jamesStaffId: james!.id }, DEMO_ACCOUNTS.students, now);
    await seedDemoChallenges(tx, DEMO_ACCOUNTS.students, now);
  });
}
