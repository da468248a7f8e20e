import { lesson01 } from './curriculum/lesson-01';
import { lesson02 } from './curriculum/lesson-02';
import { lesson03 } from './curriculum/lesson-03';
import { lesson04 } from './curriculum/lesson-04';
import { lesson05 } from './curriculum/lesson-05';
import { lesson06 } from './curriculum/lesson-06';
import { lesson07 } from './curriculum/lesson-07';
import { lesson08 } from './curriculum/lesson-08';
import { lesson09 } from './curriculum/lesson-09';
import { lesson10 } from './curriculum/lesson-10';
import { lesson11 } from './curriculum/lesson-11';
import { lesson12 } from './curriculum/lesson-12';
import { lesson13 } from './curriculum/lesson-13';
import { lesson14 } from './curriculum/lesson-14';
import { lesson15 } from './curriculum/lesson-15';
import { lesson16 } from './curriculum/lesson-16';
import { lesson17 } from './curriculum/lesson-17';
import { lesson18 } from './curriculum/lesson-18';
import type { Exercise, Lesson } from './schemas';

/** The P9 curriculum: 18 lessons, assigned to students as modules (staff-portal §3, §9). */
export const p9Curriculum: readonly Lesson[] = [
  lesson01,
  lesson02,
  lesson03,
  lesson04,
  lesson05,
  lesson06,
  lesson07,
  lesson08,
  lesson09,
  lesson10,
  lesson11,
  lesson12,
  lesson13,
  lesson14,
  lesson15,
  lesson16,
  lesson17,
  lesson18,
];

export function curriculumLesson(id: number): Lesson | undefined {
  return p9Curriculum.find((lesson) => lesson.id === id);
}

/** Every exercise of every lesson, by id ('12-1'). */
export const curriculumExercises: ReadonlyMap<string, Exercise> = new Map(
  p9Curriculum.flatMap((lesson) => lesson.exercises.map((exercise) => [exercise.id, exercise] as const)),
);
