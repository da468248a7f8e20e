import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { coachMessages, staff, students } from '../schema/index';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * A few messages between the demo students and their coach: Oliver (a junior) and David (an adult), one
 * of them already answered, so the messaging screens show a conversation on a first start.
 */
export async function seedDemoMessages(
  tx: DbOrTx,
  people: { oliver: string; david: string },
  now: Date,
): Promise<void> {
  const found = await tx
    .select({ id: students.id, coachId: students.coachId })
    .from(students)
    .where(inArray(students.id, [people.oliver, people.david]));
  const oliver = found.find((p) => p.id === people.oliver);
  const david = found.find((p) => p.id === people.david);
  const [james] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, 'james.whitfield@solentgolf.academy'));
  if (!oliver || !david || !james) return;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  await tx.insert(coachMessages).values([
    {
      studentId: oliver.id,
      coachId: oliver.coachId ?? james.id,
      subject: 'Chipping from the fringe',
      message:
        'When I chip from just off the green the ball keeps running past the hole. Should I use a different club?',
      type: 'question',
      status: 'answered',
      createdAt: ago(6 * DAY),
      coachResponse:
        'Great question, Oliver. Try your pitching wedge with a putting stroke and land it a metre on the green. We will practise it on Saturday.',
      answeredAt: ago(5 * DAY),
      readByStudent: false,
      readByCoachAt: ago(5 * DAY),
    },
    {
      studentId: oliver.id,
      coachId: oliver.coachId ?? james.id,
      subject: 'Monthly review: November',
      message: 'I finished Break Par level 2 and my putting ladder is up to step 5.',
      type: 'monthly_review',
      status: 'pending',
      createdAt: ago(2 * DAY),
    },
    {
      studentId: david.id,
      coachId: david.coachId ?? james.id,
      subject: 'Driver feels better after the lesson',
      message: 'The slower takeaway is helping. Fairways hit went from 4 to 8 on Sunday.',
      type: 'feedback',
      status: 'pending',
      createdAt: ago(1 * DAY),
    },
  ]);
}
