import { ArrowLeft, BookOpen, CheckCircle2, Save, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { curriculumExercises } from '@/core/content/coaching/curriculum';
import type { ExerciseProgress, ModuleAssignment } from '@/core/contracts/coaching';
import { MODULE_TAB_FILTERS } from '@/core/rules/module-assignments';
import { Badge, TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { notify } from '@/web/components/ui/toast';
import { refusalMessageOf } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';
import { TargetVoiceOver } from '../voice-overs/target-voice-over';
import { useModuleProgress, useStudentDetail, useUnassignModule, useUpdateExercise } from './api/coaching';
import { ConfirmDialog } from './confirm-dialog';

const UPDATE_FAILED = 'Failed to update exercise progress. Please try again.';
const UNASSIGN_TEXT =
  'Are you sure you want to unassign this module? This will archive the assignment but preserve progress data.';
const MiB = 1024 * 1024;

function ExerciseRow({
  studentId,
  studentName,
  assignmentId,
  progress,
}: {
  studentId: string;
  studentName: string;
  assignmentId: string;
  progress: ExerciseProgress;
}) {
  const exercise = curriculumExercises.get(progress.exercise_id);
  const [percent, setPercent] = useState<number | null>(null);
  const update = useUpdateExercise(studentId, setPercent);
  const [notes, setNotes] = useState(progress.coach_notes ?? '');
  const [dirty, setDirty] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();
  // A refetch never overwrites what the coach is typing: the server's notes only land on a clean field.
  useEffect(() => {
    if (!dirty) setNotes(progress.coach_notes ?? '');
  }, [progress.coach_notes, dirty]);

  function send(change: { completed: boolean; coachNotes?: string | null; video?: File }) {
    setPercent(change.video ? 0 : null);
    update.mutate(
      { assignmentId, exerciseId: progress.exercise_id, ...change },
      {
        onSuccess: (data) => {
          if (change.coachNotes !== undefined) setDirty(false);
          if (change.video) setFile(null);
          if (data.moduleCompleted) notify.success('Module completed!');
        },
        // A refusal the coach can act on (no consent for a junior's video) is shown in the server's words.
        onError: (error) => notify.error(refusalMessageOf(error) ?? UPDATE_FAILED),
        onSettled: () => setPercent(null),
      },
    );
  }

  return (
    <li className="flex flex-col gap-3 border-t border-line py-4 first:border-t-0">
      <Checkbox
        checked={progress.completed}
        disabled={update.isPending}
        onCheckedChange={(checked) => send({ completed: checked === true })}
        label={
          <span className="font-semibold">
            {progress.exercise_id} · {exercise?.title ?? 'Exercise'}
          </span>
        }
        hint={exercise?.description}
      />
      <div className="grid gap-3 pl-8 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-800">
            Coach notes for {progress.exercise_id}
            <textarea
              value={notes}
              rows={3}
              maxLength={4000}
              onChange={(event) => {
                setNotes(event.target.value);
                setDirty(true);
              }}
              className="rounded-lg border border-line-strong bg-white px-3 py-2 text-base font-normal"
            />
          </label>
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            disabled={!dirty || update.isPending}
            onClick={() => send({ completed: progress.completed, coachNotes: notes })}
          >
            <Save aria-hidden="true" /> Save notes
          </Button>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={fileId} className="text-sm font-semibold text-ink-800">
            Coaching video for {progress.exercise_id}
          </label>
          <input
            id={fileId}
            type="file"
            accept="video/*"
            className="text-sm"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {file && (
            <p className="text-sm text-ink-600">
              {file.name} · {(file.size / MiB).toFixed(1)} MB
            </p>
          )}
          {percent !== null && (
            <ProgressBar value={percent} label={`Uploading video for ${progress.exercise_id}`} showLabel />
          )}
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            disabled={!file || update.isPending}
            onClick={() => file && send({ completed: progress.completed, video: file })}
          >
            <Upload aria-hidden="true" /> Upload video
          </Button>
          {progress.video_url && (
            // biome-ignore lint/a11y/useMediaCaption: a coach's own practice footage without narration
            <video
              src={progress.video_url}
              controls
              preload="metadata"
              aria-label={`Coaching video for ${progress.exercise_id}`}
              className="max-h-56 w-full rounded-lg border border-line bg-ink-900"
            />
          )}
          <TargetVoiceOver
            studentId={studentId}
            studentName={studentName}
            path={`/api/staff/module-assignments/${encodeURIComponent(assignmentId)}/exercises/${encodeURIComponent(progress.exercise_id)}/voice-overs`}
            refresh={[queryKeys.moduleProgress(assignmentId)]}
            voiceOvers={progress.voiceOvers ?? []}
            given={
              progress.playback
                ? [
                    {
                      id: 'coach-video',
                      label: 'Your coaching video for this exercise',
                      playback: progress.playback,
                    },
                  ]
                : []
            }
            forThis={(swing) => swing.purpose === 'exercise' && swing.targetId === progress.exercise_id}
          />
        </div>
      </div>
    </li>
  );
}

function ModuleCard({
  studentId,
  studentName,
  module,
}: {
  studentId: string;
  studentName: string;
  module: ModuleAssignment;
}) {
  const progress = useModuleProgress(module.id);
  const unassign = useUnassignModule(studentId);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card
      role="article"
      aria-label={`Lesson ${module.module_id}: ${module.title}`}
      className="flex flex-col gap-3 p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-fairway-700">Lesson {module.module_id}</p>
          <h3 className="font-display text-xl font-semibold">{module.title}</h3>
        </div>
        <div className="flex items-center gap-2">
          {module.status === 'completed' && (
            <Badge tone="success">
              <CheckCircle2 className="size-3.5" aria-hidden="true" /> Completed
            </Badge>
          )}
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Unassign
          </Button>
        </div>
      </div>
      <ProgressBar
        value={module.progress.percentage}
        label={`Lesson ${module.module_id} progress`}
        showLabel
      />
      {progress.data ? (
        <ul aria-label={`Exercises of lesson ${module.module_id}`}>
          {progress.data.progress.map((p) => (
            <ExerciseRow
              key={p.exercise_id}
              studentId={studentId}
              studentName={studentName}
              assignmentId={module.id}
              progress={p}
            />
          ))}
        </ul>
      ) : (
        <Skeleton className="h-32" />
      )}
      <ConfirmDialog
        open={confirming}
        title="Unassign this module?"
        text={UNASSIGN_TEXT}
        confirm="Unassign"
        busy={unassign.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          unassign.mutate(module.id, {
            onSuccess: () => {
              setConfirming(false);
              notify.success('Module unassigned');
            },
            onError: () => notify.error('Failed to unassign module. Please try again.'),
          })
        }
      />
    </Card>
  );
}

/** The coaching session (staff-portal §2, §4): the student's modules, exercise by exercise. */
export function CoachingSession({ studentId, onBack }: { studentId: string; onBack(): void }) {
  const detail = useStudentDetail(studentId);
  const modules = detail.data?.moduleAssignments ?? [];
  const student = detail.data?.student;
  const list = (tab: keyof typeof MODULE_TAB_FILTERS) =>
    modules.filter((m) => (MODULE_TAB_FILTERS[tab] as readonly string[]).includes(m.status));
  return (
    <section className="flex flex-col gap-5">
      <Button variant="ghost" onClick={onBack} className="self-start">
        <ArrowLeft aria-hidden="true" /> Back
      </Button>
      <PanelHeading
        title="Coaching Session"
        description={
          student ? (
            <span className="flex flex-wrap items-center gap-2">
              {student.firstName} {student.lastName} <TierBadge tier={student.membershipType} /> · Handicap{' '}
              {student.handicap ?? 'Not set'}
            </span>
          ) : (
            'Loading the student…'
          )
        }
      />
      {!detail.data ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : (
        <Tabs defaultValue="active">
          <TabsList aria-label="Modules" className="mb-4 max-w-md">
            <TabsTrigger value="active">Active</TabsTrigger>
            <TabsTrigger value="completed">Completed</TabsTrigger>
            <TabsTrigger value="all">All</TabsTrigger>
          </TabsList>
          {(['active', 'completed', 'all'] as const).map((tab) => (
            <TabsContent key={tab} value={tab} className="flex flex-col gap-4">
              {list(tab).length === 0 ? (
                <EmptyState
                  icon={BookOpen}
                  title={tab === 'completed' ? 'No Completed Modules' : 'No Active Modules'}
                  text="Assign a lesson from the Curriculum tab."
                />
              ) : (
                list(tab).map((m) => (
                  <ModuleCard
                    key={m.id}
                    studentId={studentId}
                    studentName={student ? `${student.firstName} ${student.lastName}` : 'the student'}
                    module={m}
                  />
                ))
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </section>
  );
}
