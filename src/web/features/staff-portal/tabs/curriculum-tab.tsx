import { ArrowLeft, BookOpen, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { p9Curriculum } from '@/core/content/coaching/curriculum';
import type { Lesson } from '@/core/content/coaching/schemas';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { cn } from '@/web/lib/class-names';
import { useStaffSession } from '../api/session';
import { AssignModuleDialog } from '../curriculum/assign-module-dialog';

function List({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="font-semibold text-ink-900">{title}</h4>
      <ul className="mt-1 list-disc pl-5 text-ink-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function LessonDetail({ lesson, onBack, onAssign }: { lesson: Lesson; onBack(): void; onAssign(): void }) {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <Button variant="ghost" onClick={onBack} className="self-start lg:hidden">
        <ArrowLeft aria-hidden="true" /> All lessons
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-fairway-700">Lesson {lesson.id}</p>
          <h2 className="font-display text-2xl font-semibold">{lesson.title}</h2>
        </div>
        <Button onClick={onAssign}>
          <UserPlus aria-hidden="true" /> Assign to Students
        </Button>
      </div>
      <p className="text-ink-700">{lesson.description}</p>
      <p className="rounded-lg bg-cream-50 p-3 text-ink-800">
        <span className="font-semibold">Focus: </span>
        {lesson.focus}
      </p>
      <List title="Learning outcomes" items={lesson.moduleOutcomes} />
      {lesson.fundamentals.length > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold">Fundamentals</h3>
          {lesson.fundamentals.map((f) => (
            <div key={f.title}>
              <h4 className="font-semibold">{f.title}</h4>
              <dl className="mt-1 flex flex-col gap-1 text-ink-700">
                {f.concepts.map((c) => (
                  <div key={c.name}>
                    <dt className="inline font-semibold text-ink-800">{c.name}: </dt>
                    <dd className="inline">{c.description}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      )}
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold">Exercises</h3>
        <Accordion>
          {lesson.exercises.map((e) => (
            <AccordionItem key={e.id} value={e.id}>
              <AccordionTrigger>
                {e.id} · {e.title}
              </AccordionTrigger>
              <AccordionContent className="flex flex-col gap-3">
                <p className="text-ink-700">{e.description}</p>
                <List title="Key points" items={e.keyPoints} />
                <List title="Instructions" items={e.instructions} />
                {e.setupInstructions && <List title="Setup" items={e.setupInstructions} />}
                <p>
                  <span className="font-semibold">Expected outcome: </span>
                  {e.expectedOutcome}
                </p>
                {e.scoringCriteria && (
                  <p>
                    <span className="font-semibold">Scoring: </span>
                    {e.scoringCriteria}
                  </p>
                )}
                <List title="Coach tips" items={e.coachTips} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </Card>
  );
}

/** The P9 curriculum (staff-portal §2): the 18 lessons, side by side with the chosen one on large screens. */
export function CurriculumTab() {
  const session = useStaffSession();
  const [selected, setSelected] = useState<Lesson | null>(null);
  const [assigning, setAssigning] = useState(false);
  return (
    <section className="flex flex-col gap-5">
      <PanelHeading
        title="Curriculum"
        description="The P9 curriculum: 18 lessons to assign to your students."
      />
      <div className="grid gap-5 lg:grid-cols-[22rem_1fr]">
        <nav aria-label="Lessons" className={cn(selected && 'hidden lg:block')}>
          <ul className="flex flex-col gap-2">
            {p9Curriculum.map((lesson) => (
              <li key={lesson.id}>
                <button
                  type="button"
                  aria-current={selected?.id === lesson.id ? 'true' : undefined}
                  onClick={() => setSelected(lesson)}
                  className={cn(
                    'flex w-full flex-col rounded-xl border px-4 py-3 text-left transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-fairway-600',
                    selected?.id === lesson.id
                      ? 'border-fairway-600 bg-fairway-50'
                      : 'border-line bg-white hover:border-fairway-400',
                  )}
                >
                  <span className="text-sm font-semibold text-fairway-700">Lesson {lesson.id}</span>
                  <span className="font-semibold text-ink-900">{lesson.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className={cn(!selected && 'hidden lg:block')}>
          {selected ? (
            <LessonDetail
              lesson={selected}
              onBack={() => setSelected(null)}
              onAssign={() => setAssigning(true)}
            />
          ) : (
            <EmptyState
              icon={BookOpen}
              title="Select a Module"
              text="Choose a lesson to see its outcomes and exercises."
              as="h2"
              className="bg-white"
            />
          )}
        </div>
      </div>
      {selected && session.data && (
        <AssignModuleDialog
          lesson={selected}
          staffId={session.data.id}
          open={assigning}
          onClose={() => setAssigning(false)}
        />
      )}
    </section>
  );
}
