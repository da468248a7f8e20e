import type { DbOrTx } from '../client';
import { learningVideos } from '../schema/index';

type DemoVideo = Omit<typeof learningVideos.$inferInsert, 'isDemo' | 'youtubeId' | 'fileKey'>;

/**
 * Eight example videos so the Learning Modules tab shows its shape on a first start: every category,
 * every level and several tiers (a free member sees some locked). They are marked as demos and have no
 * video behind them: the academy adds its own YouTube links or files in the staff portal's Content tab.
 */
const DEMO_VIDEOS: DemoVideo[] = [
  {
    title: 'Grip, Stance and Posture',
    description:
      'Build a neutral grip, an athletic stance and a balanced posture: the three checks every good swing starts from.',
    category: 'fundamentals',
    difficulty: 'beginner',
    durationMinutes: 12,
    requiredTier: 'free',
    instructor: 'Emma Caldwell',
    lessons: 3,
    rating: 4.9,
    publishedDate: '2026-01-12',
  },
  {
    title: 'Putting Basics: Start Line and Pace',
    description:
      'A simple routine for rolling the ball on your chosen line, and a ladder drill to judge pace from any distance.',
    category: 'fundamentals',
    difficulty: 'beginner',
    durationMinutes: 15,
    requiredTier: 'free',
    instructor: 'Emma Caldwell',
    lessons: 4,
    rating: 4.8,
    publishedDate: '2026-02-03',
  },
  {
    title: 'Fixing the Slice',
    description:
      'Why the ball curves right, how club path and face angle cause it, and three drills that straighten your drives.',
    category: 'swing_fixes',
    difficulty: 'intermediate',
    durationMinutes: 18,
    requiredTier: 'free',
    instructor: 'James Whitfield',
    lessons: 4,
    rating: 4.7,
    publishedDate: '2026-02-24',
  },
  {
    title: 'Chipping Around the Green',
    description:
      'Choosing the right club, landing spots and a repeatable chipping motion to get up and down more often.',
    category: 'fundamentals',
    difficulty: 'intermediate',
    durationMinutes: 20,
    requiredTier: 'essentials',
    instructor: 'Emma Caldwell',
    lessons: 5,
    rating: 4.8,
    publishedDate: '2026-03-17',
  },
  {
    title: 'Curing the Early Extension',
    description:
      'Keep your posture through impact: wall and chair drills that stop the hips moving towards the ball.',
    category: 'swing_fixes',
    difficulty: 'advanced',
    durationMinutes: 16,
    requiredTier: 'essentials',
    instructor: 'James Whitfield',
    lessons: 3,
    rating: 4.7,
    publishedDate: '2026-04-08',
  },
  {
    title: 'Course Management: Playing to Your Strengths',
    description:
      'Plan each hole backwards from the green, pick targets that suit your shot shape and save strokes without new swings.',
    category: 'performance',
    difficulty: 'intermediate',
    durationMinutes: 22,
    requiredTier: 'performance',
    instructor: 'James Whitfield',
    lessons: 5,
    rating: 4.9,
    publishedDate: '2026-05-20',
  },
  {
    title: 'Pressure Putting and a Pre-Shot Routine',
    description:
      'Train for the putts that matter: a pre-shot routine, breathing and games that copy competition pressure.',
    category: 'performance',
    difficulty: 'advanced',
    durationMinutes: 14,
    requiredTier: 'performance',
    instructor: 'Emma Caldwell',
    lessons: 4,
    rating: 4.8,
    publishedDate: '2026-06-11',
  },
  {
    title: 'Player Spotlight: A Junior’s Road to the County Squad',
    description:
      'One of our juniors talks through two seasons of practice plans, tournament lessons and what changed their game.',
    category: 'player_spotlights',
    difficulty: 'beginner',
    durationMinutes: 25,
    requiredTier: 'elite',
    instructor: 'James Whitfield',
    lessons: 2,
    rating: 4.9,
    publishedDate: '2026-07-02',
  },
];

/** Adds the eight demo videos, in order. */
export async function seedDemoLearning(tx: DbOrTx): Promise<void> {
  await tx.insert(learningVideos).values(
    DEMO_VIDEOS.map((video, index) => ({
      ...video,
      youtubeId: null,
      fileKey: null,
      displayOrder: (index + 1) * 10,
      isDemo: true,
    })),
  );
}
