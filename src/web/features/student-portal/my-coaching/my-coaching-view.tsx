import {
  ArrowLeft,
  BookOpenCheck,
  Circle,
  CircleCheck,
  Flag,
  MessageSquareQuote,
  Star,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  CoachedRound,
  DrillReview,
  StudentCoachingResponse,
  StudentExercise,
  StudentModule,
} from '@/core/contracts/coaching';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Skeleton } from '@/web/components/ui/skeleton';
import { VoiceOverList } from '@/web/components/video/voice-over-list';
import { cn } from '@/web/lib/class-names';
import { formatLongDate } from '@/web/lib/format';
import {
  moduleStatus,
  openModuleId,
  reviewedLine,
  roundScore,
  roundVerification,
  starsText,
} from './coaching-view-model';
import { useStudentCoaching } from './student-coaching-query';

interface MyCoachingViewProps {
  studentId: string;
  /** The lesson the address names (from Programme Progress), or null for the one under way. */
  lesson: string | null;
  onBack: () => void;
}

/**
 * What the student's coach recorded for them, opened from the dashboard's Programme Progress: each
 * assigned module's exercises with status, notes and videos, drill reviews and Break Par rounds.
 */
export function MyCoachingView({ studentId, lesson, onBack }: MyCoachingViewProps) {
  const coaching = useStudentCoaching(studentId);
  return (
    <section>
      <Button variant="ghost" size="sm" className="-ml-3 mb-2" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to dashboard
      </Button>
      <PanelHeading
        title="My Coaching"
        description="Your modules, your coach's notes and videos, drill reviews and checked rounds."
      />
      {coaching.isPending ? (
        <CoachingSkeleton />
      ) : coaching.isError ? (
        <LoadError
          title="We could not load your coaching"
          onRetry={() => coaching.refetch()}
          retrying={coaching.isFetching}
        />
      ) : (
        <CoachingSections data={coaching.data} lesson={lesson} />
      )}
    </section>
  );
}

function CoachingSections({ data, lesson }: { data: StudentCoachingResponse; lesson: string | null }) {
  return (
    <div className="flex flex-col gap-10">
      {data.videosWithheld && (
        <Alert tone="info" title="Some of your coach's videos are not shown">
          There is no consent for coaching videos at the moment. A parent or guardian can give it in the
          Family area; the videos will show here once it is given.
        </Alert>
      )}
      <Section title="Modules" icon={BookOpenCheck}>
        {data.modules.length === 0 ? (
          <EmptyState
            icon={BookOpenCheck}
            title="No modules yet"
            text="When your coach assigns a P9 module, its exercises, notes and videos will appear here."
          />
        ) : (
          <Accordion defaultValue={openModuleId(data.modules, lesson)} className="shadow-card">
            {data.modules.map((module) => (
              <ModuleItem key={module.id} module={module} />
            ))}
          </Accordion>
        )}
      </Section>
      <Section title="Drill reviews" icon={MessageSquareQuote}>
        {data.drillReviews.length === 0 ? (
          <EmptyState
            icon={MessageSquareQuote}
            title="No drill reviews yet"
            text="Complete a drill your coach set in Challenges & Tests, and their stars and comments will appear here."
          />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Drill reviews">
            {data.drillReviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        )}
      </Section>
      <Section title="Break Par rounds" icon={Flag}>
        {data.rounds.length === 0 ? (
          <EmptyState
            icon={Flag}
            title="No rounds yet"
            text="Play a Break Par round, and you will see here when your coach has checked it."
          />
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Break Par rounds">
            {data.rounds.map((round) => (
              <RoundRow key={round.id} round={round} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function Section({ title, icon: Icon, children }: { title: string; icon: typeof Flag; children: ReactNode }) {
  return (
    <section aria-labelledby={`coaching-${title}`} className="flex flex-col gap-4">
      <h2 id={`coaching-${title}`} className="flex items-center gap-2.5 text-2xl font-semibold">
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ModuleItem({ module }: { module: StudentModule }) {
  const status = moduleStatus(module.status);
  return (
    <AccordionItem value={module.id}>
      <AccordionTrigger>
        <span className="flex min-w-0 flex-col gap-1.5">
          <span className="text-sm font-semibold tracking-wide text-fairway-700 uppercase">
            Lesson {module.lessonId}
          </span>
          <span className="font-display text-xl leading-snug">{module.title}</span>
          <span className="flex flex-wrap items-center gap-2 text-sm font-normal text-ink-600">
            <Badge tone={status.tone}>{status.label}</Badge>
            {module.progress.completed} of {module.progress.total} exercises done
          </span>
        </span>
      </AccordionTrigger>
      <AccordionContent>
        <div className="flex flex-col gap-5 pb-5">
          <div className="flex flex-col gap-3 rounded-lg bg-cream-100 p-4">
            <p className="text-sm text-ink-700">
              {module.coach ? `Assigned by ${module.coach.firstName} ${module.coach.lastName}` : 'Assigned'}{' '}
              on {formatLongDate(module.assignedAt)}
              {module.completedAt && ` · completed on ${formatLongDate(module.completedAt)}`}
            </p>
            <ProgressBar
              value={module.progress.percentage}
              label={`Lesson ${module.lessonId} progress`}
              showLabel
            />
          </div>
          <ol className="flex flex-col gap-4" aria-label={`Exercises of lesson ${module.lessonId}`}>
            {module.exercises.map((exercise) => (
              <ExerciseCard key={exercise.id} exercise={exercise} />
            ))}
          </ol>
        </div>
      </AccordionContent>
    </AccordionItem>
  );
}

function ExerciseCard({ exercise }: { exercise: StudentExercise }) {
  const titleId = `exercise-${exercise.id}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={titleId} className="min-w-0 flex-1 text-lg font-semibold text-ink-900">
          <span className="text-ink-600">{exercise.id}</span> {exercise.title}
        </h4>
        {exercise.completed ? (
          <Badge tone="success">
            <CircleCheck aria-hidden="true" />
            Done
          </Badge>
        ) : (
          <Badge tone="neutral">
            <Circle aria-hidden="true" />
            To do
          </Badge>
        )}
      </div>
      <p className="text-base text-ink-700">{exercise.description}</p>
      {exercise.completed && exercise.completedAt && (
        <p className="text-sm text-ink-600">Done on {formatLongDate(exercise.completedAt)}</p>
      )}
      {exercise.coachNotes && (
        <figure className="rounded-md border-l-4 border-gold-400 bg-gold-100/60 px-4 py-3">
          <figcaption className="text-sm font-semibold text-ink-700">Coach's notes</figcaption>
          <blockquote className="mt-1 text-base break-words whitespace-pre-line text-ink-900">
            {exercise.coachNotes}
          </blockquote>
        </figure>
      )}
      {exercise.video && (
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold text-ink-700">
            <Video className="size-4" aria-hidden="true" />
            Your coach's video
            {exercise.video.uploadedAt && (
              <span className="font-normal text-ink-600">· {formatLongDate(exercise.video.uploadedAt)}</span>
            )}
          </p>
          {/* biome-ignore lint/a11y/useMediaCaption: coaches record these on the range, without caption files. */}
          <video
            controls
            playsInline
            preload="metadata"
            src={exercise.video.url}
            aria-label={`Coach's video: ${exercise.title}`}
            className="aspect-video w-full max-w-2xl rounded-lg bg-ink-900"
          />
        </div>
      )}
      {(exercise.voiceOvers ?? []).length > 0 && (
        <div className="max-w-2xl">
          <VoiceOverList voiceOvers={exercise.voiceOvers ?? []} />
        </div>
      )}
    </li>
  );
}

function StarsRated({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span role="img" aria-label={starsText(rating)} className="inline-flex gap-0.5">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            aria-hidden="true"
            className={cn('size-5', n <= rating ? 'fill-gold-400 text-gold-500' : 'text-ink-300')}
          />
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-semibold text-ink-800">
        {rating}/5
      </span>
    </span>
  );
}

function ReviewCard({ review }: { review: DrillReview }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card">
      <h3 className="text-lg font-semibold text-ink-900">{review.drillTitle}</h3>
      {review.rating !== null && <StarsRated rating={review.rating} />}
      {review.comment && (
        <blockquote className="border-l-4 border-fairway-200 pl-3 text-base break-words whitespace-pre-line text-ink-800">
          {review.comment}
        </blockquote>
      )}
      <p className="text-sm text-ink-600">{reviewedLine(review)}</p>
    </li>
  );
}

function RoundRow({ round }: { round: CoachedRound }) {
  const check = roundVerification(round);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          Level {round.level}: {round.levelName}
        </p>
        <p className="text-sm text-ink-700">
          Played on {formatLongDate(round.playedAt)} · Score {roundScore(round)}
        </p>
      </div>
      {check.verified ? (
        <div className="flex flex-col gap-1 sm:items-end sm:text-right">
          <Badge tone="success" className="self-start sm:self-end">
            <CircleCheck aria-hidden="true" />
            Verified
          </Badge>
          <p className="text-sm text-ink-600">{check.text}</p>
        </div>
      ) : (
        <Badge tone="neutral" className="self-start sm:self-center">
          <Circle aria-hidden="true" />
          {check.text}
        </Badge>
      )}
    </li>
  );
}

function CoachingSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        Loading your coaching...
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
