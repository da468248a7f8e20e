import { Camera, Video } from 'lucide-react';
import { useId, useState } from 'react';
import type { Evidence, EvidenceKind } from '@/core/contracts/challenges';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { refusalMessageOf } from '@/web/lib/api';
import { useUploadEvidence } from './api/break-par';

const TEXT = {
  photo: {
    label: 'Add photo',
    failed: 'Failed to upload photo. Please try again.',
    accept: 'image/*',
    icon: Camera,
  },
  video: {
    label: 'Add video',
    failed: 'Failed to upload video. Please try again.',
    accept: 'video/*',
    icon: Video,
  },
} as const;

/**
 * Optional evidence for a hole: the camera is offered first, the file goes up at once with a progress bar,
 * and what the server stored is shown back from its own address.
 */
export function HoleEvidence({
  kind,
  hole,
  value,
  onChange,
  disabled,
}: {
  kind: EvidenceKind;
  hole: number;
  value: Evidence | null;
  onChange(evidence: Evidence | null): void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const uploadEvidence = useUploadEvidence();
  const { label, failed: failedText, accept, icon: Icon } = TEXT[kind];

  async function upload(file: File) {
    setFailed(false);
    setRefusal(undefined);
    setProgress(0);
    try {
      onChange(await uploadEvidence(kind, file, setProgress));
    } catch (error) {
      setFailed(true);
      setRefusal(refusalMessageOf(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-full border border-line-strong bg-white px-4 text-sm font-semibold text-ink-800 hover:border-fairway-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-fairway-600"
      >
        <Icon className="size-4" aria-hidden="true" />
        {value ? `Replace ${kind}` : label}
        <span className="sr-only"> for hole {hole}</span>
        <input
          id={inputId}
          type="file"
          accept={accept}
          capture="environment"
          className="sr-only"
          disabled={disabled || progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </label>
      {progress !== null && <ProgressBar value={progress} label={`Uploading ${kind}`} showLabel />}
      {failed && (
        <p role="alert" className="text-sm font-medium text-error-700">
          {refusal ?? failedText}
        </p>
      )}
      {value &&
        (kind === 'photo' ? (
          <img
            src={value.url}
            alt={`Evidence for hole ${hole}`}
            className="h-24 w-32 rounded-lg border border-line object-cover"
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the player's own footage of a hole has no speech to caption
          <video
            src={value.url}
            controls
            preload="metadata"
            className="max-h-40 rounded-lg border border-line"
          />
        ))}
    </div>
  );
}
