import type { Db } from '../client';
import { staff } from '../schema/index';
import { seedDemoAssignments } from './demo-assignments';
import { seedDemoChallenges } from './demo-challenges';
import { seedDemoDiary } from './demo-diary';
import { seedDemoDownloads } from './demo-downloads';
import { seedDemoLearning } from './demo-learning';
import { seedDemoMessages } from './demo-messages';
import { seedDemoProgress } from './demo-progress';
import { seedDemoStudents } from './demo-students';

/** Every demo account signs in with this password; the README lists the accounts. */
export const DEMO_PASSWORD = 'solent-demo-2026';

export const DEMO_ACCOUNTS = {
  admin: 'admin@solentgolf.academy',
  headCoach: 'james.whitfield@solentgolf.academy',
  juniorCoach: 'emma.caldwell@solentgolf.academy',
  /** Students with a login of their own: two teenagers and an adult. */
  students: {
    leo: 'leo.patel@example.com',
    grace: 'grace.thompson@example.com',
    david: 'david.morgan@example.com',
  },
  /**
   * Parents, who sign in to the Student Portal for their children: Hannah for Oliver (12) and Amelia (9),
   * who are too young for a login of their own; Priya for Leo and Mark for Grace.
   */
  guardians: {
    hannah: 'hannah.parker@example.com',
    priya: 'priya.patel@example.com',
    mark: 'mark.thompson@example.com',
  },
} as const;

/**
 * Fills an empty database with the academy's founding coaches, an administrator, a handful of students
 * of different ages and tiers and their parents, so a first start shows a working academy.
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

    const people = await seedDemoStudents(
      tx,
      { jamesStaffId: james!.id, emmaStaffId: emma!.id },
      DEMO_ACCOUNTS,
      passwordHash,
      now,
    );
    await seedDemoDiary(tx, { jamesStaffId: james!.id, emmaStaffId: emma!.id }, now);
    await seedDemoMessages(tx, people, now);
    await seedDemoDownloads(tx);
    await seedDemoLearning(tx);
    await seedDemoAssignments(tx, { jamesStaffId: james!.id }, people, now);
    await seedDemoProgress(tx, { jamesStaffId: james!.id }, people, now);
    await seedDemoChallenges(tx, { jamesStaffId: james!.id }, people, now);
  });
}
