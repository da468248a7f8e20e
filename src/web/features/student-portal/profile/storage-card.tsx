import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { formatBytes, type StorageItemKind } from '@/core/contracts/storage';
import { lazyDateFormat } from '@/core/rules/lazy-intl';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { LoadingState } from '@/web/components/ui/spinner';
import { errorMessageFor } from '@/web/lib/api';
import { storageUsageQuery, useDeleteStoredFile } from './api/storage-usage';

const KIND_LABELS: Record<StorageItemKind, string> = {
  message_video: 'Message video',
  message_image: 'Message image',
  evidence_photo: 'Break Par photo',
  evidence_video: 'Break Par video',
  swing: 'Swing video',
};

const day = lazyDateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Upload space: how much of their quota the student's own uploads take, and the largest of them. */
export function StorageCard({ studentId }: { studentId: string }) {
  const usage = useQuery(storageUsageQuery(studentId));
  const remove = useDeleteStoredFile(studentId);

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <div>
          <h2 className="font-display text-xl font-semibold text-ink-900">Upload space</h2>
          <p className="mt-1 text-base text-ink-600">
            The videos and photos you send your coach and take during Break Par rounds.
          </p>
        </div>
        {usage.isPending ? (
          <LoadingState text="Loading your upload space..." />
        ) : usage.isError ? (
          <LoadError
            title="We could not load your upload space"
            onRetry={() => usage.refetch()}
            retrying={usage.isFetching}
          />
        ) : (
          <>
            <div className="flex flex-col gap-2">
              <p className="text-base font-semibold text-ink-900" data-testid="storage-used">
                {formatBytes(usage.data.usedBytes)} of {formatBytes(usage.data.quotaBytes)} used
              </p>
              <ProgressBar
                value={(usage.data.usedBytes / usage.data.quotaBytes) * 100}
                label="Upload space used"
                tone={usage.data.usedBytes >= usage.data.quotaBytes * 0.9 ? 'gold' : 'brand'}
              />
              <p className="text-sm text-ink-600">
                Break Par photos and videos waiting for a round: {usage.data.unattachedEvidence} of{' '}
                {usage.data.unattachedEvidenceLimit}
              </p>
            </div>
            {remove.isError && (
              <Alert>
                {errorMessageFor(remove.error, {
                  server: 'Failed to delete the file. Please try again.',
                  network: 'Failed to delete the file. Please try again.',
                })}
              </Alert>
            )}
            {usage.data.largest.length > 0 && (
              <div>
                <h3 className="text-base font-semibold text-ink-900">Your largest files</h3>
                <p className="text-sm text-ink-600">
                  Deleting a message's attachment keeps the message; deleting a Break Par photo or video
                  removes it from its round.
                </p>
                <ul className="mt-2 divide-y divide-line">
                  {usage.data.largest.map((item) => (
                    <li
                      key={`${item.kind}-${item.id}`}
                      className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3"
                    >
                      <span className="min-w-0 flex-1 break-words text-base text-ink-900">
                        {KIND_LABELS[item.kind]}: {item.name}
                        <span className="block text-sm text-ink-600">{item.where}</span>
                      </span>
                      <span className="text-sm text-ink-700 sm:self-center sm:text-right">
                        {formatBytes(item.size)} · {day().format(new Date(item.createdAt))}
                      </span>
                      <Button
                        variant="secondary"
                        size="sm"
                        className="self-start sm:self-center"
                        aria-label={`Delete ${item.name}`}
                        loading={remove.isPending && remove.variables?.id === item.id}
                        loadingText="Deleting..."
                        disabled={remove.isPending}
                        onClick={() => remove.mutate({ kind: item.kind, id: item.id })}
                      >
                        <Trash2 aria-hidden="true" />
                        Delete
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
