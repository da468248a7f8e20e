import { Check } from 'lucide-react';
import type { PuttingLadder } from '@/core/content/coaching/putting-ladders';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/class-names';

type StepState = 'done' | 'current' | 'todo';

const STATE_LABELS: Record<StepState, string> = { done: 'Done', current: 'Current step', todo: 'To do' };

function StepMarker({ state, number }: { state: StepState; number: number }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
        state === 'done' && 'border-success-600 bg-success-600 text-white',
        state === 'current' && 'border-fairway-700 bg-white text-fairway-800',
        state === 'todo' && 'border-line-strong bg-cream-50 text-ink-600',
      )}
    >
      {state === 'done' ? <Check className="size-4" /> : number}
    </span>
  );
}

/** 'All Steps': every step of the ladder, marked done, current or still to do. */
export function LadderStepsList({ ladder, step }: { ladder: PuttingLadder; step: number }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-semibold">All Steps</h2>
      <ol className="mt-4 flex flex-col gap-2" aria-label={`${ladder.name} steps`}>
        {ladder.steps.map((item, index) => {
          const state: StepState = index < step ? 'done' : index === step ? 'current' : 'todo';
          return (
            <li
              key={item.id}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className={cn(
                'flex items-start gap-3 rounded-md border p-3',
                state === 'current' ? 'border-fairway-300 bg-fairway-50' : 'border-transparent',
              )}
            >
              <StepMarker state={state} number={index + 1} />
              <div className="min-w-0">
                <p
                  className={cn(
                    'text-sm font-semibold',
                    state === 'done' ? 'text-success-700' : 'text-ink-600',
                    state === 'current' && 'text-fairway-800',
                  )}
                >
                  Step {index + 1}
                  <span className="sr-only">: {STATE_LABELS[state]}</span>
                  {state !== 'todo' && (
                    <span aria-hidden="true" className="font-medium">
                      {' '}
                      · {STATE_LABELS[state]}
                    </span>
                  )}
                </p>
                <p className={cn('text-sm', state === 'todo' ? 'text-ink-600' : 'text-ink-800')}>
                  {item.description}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
