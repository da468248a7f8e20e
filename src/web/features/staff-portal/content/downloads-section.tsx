import { Download, FileUp, Inbox, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { StaffUser } from '@/core/contracts/auth';
import type { AdminDownloadItem } from '@/core/contracts/downloads';
import { MEMBERSHIP_TIER_LABELS } from '@/core/rules/membership-tiers';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { formatDate, formatDateTime, formatPence } from '@/web/lib/format';
import { useStaffSession } from '../api/session';
import {
  useDecidePurchase,
  usePurchaseRequests,
  useStaffDownloads,
  useUpdateDownload,
} from './downloads/api/staff-downloads';
import { DownloadItemDialog } from './downloads/download-item-dialog';

const TYPE_NAMES = { pdf: 'PDF', video: 'Video', audio: 'Audio' } as const;
const failure = {
  server: 'That did not work. Please try again.',
  network: 'That did not work. Check your connection and try again.',
};

/**
 * The academy's downloads: purchase requests waiting for a decision (payment is taken at the venue),
 * and the items students see, with upload, edit and retire. Administrators only.
 */
export function DownloadsSection({ user }: { user?: StaffUser } = {}) {
  const session = useStaffSession();
  const isAdmin = (user ?? session.data)?.role === 'admin';
  if (!isAdmin) {
    return (
      <Alert tone="info" title="Downloads">
        Only an administrator can manage downloads and purchase requests.
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PurchaseRequests />
      <DownloadItems />
    </div>
  );
}

function PurchaseRequests() {
  const requests = usePurchaseRequests();
  const decide = useDecidePurchase();
  const [deciding, setDeciding] = useState<string | null>(null);

  const act = (id: string, decision: 'grant' | 'decline', name: string) => {
    setDeciding(`${id}:${decision}`);
    decide.mutate(
      { id, decision },
      {
        onSuccess: () =>
          notify.success(decision === 'grant' ? `Granted: ${name} can now download it` : 'Request declined'),
        onError: (err) => notify.error(errorMessageFor(err, failure)),
        onSettled: () => setDeciding(null),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Purchase requests</CardTitle>
        <CardDescription>
          Students asked to buy these. Take payment at the venue, then grant; the download opens for them at
          once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {requests.isPending && <Skeleton className="h-24 rounded-lg" />}
        {requests.isError && (
          <LoadError
            title="Purchase requests could not be loaded"
            onRetry={() => requests.refetch()}
            retrying={requests.isFetching}
          />
        )}
        {requests.data?.requests.length === 0 && (
          <p className="flex items-center gap-2 text-base text-ink-600">
            <Inbox className="size-5" aria-hidden="true" />
            No requests waiting.
          </p>
        )}
        {requests.data && requests.data.requests.length > 0 && (
          <ul className="flex flex-col divide-y divide-line" aria-label="Purchase requests">
            {requests.data.requests.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">
                    {r.student.name} · {r.item.title}
                  </p>
                  <p className="text-sm text-ink-600">
                    {formatPence(r.item.pricePence)} · asked {formatDateTime(r.requestedAt)} ·{' '}
                    {r.student.email}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    loading={deciding === `${r.id}:grant`}
                    disabled={deciding !== null}
                    onClick={() => act(r.id, 'grant', r.student.name)}
                    aria-label={`Grant ${r.item.title} to ${r.student.name}`}
                  >
                    Grant
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={deciding === `${r.id}:decline`}
                    disabled={deciding !== null}
                    onClick={() => act(r.id, 'decline', r.student.name)}
                    aria-label={`Decline ${r.item.title} for ${r.student.name}`}
                  >
                    Decline
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DownloadItems() {
  const downloads = useStaffDownloads();
  const update = useUpdateDownload();
  const [editing, setEditing] = useState<AdminDownloadItem | 'new' | null>(null);

  const toggle = (item: AdminDownloadItem) =>
    update.mutate(
      { id: item.id, patch: { isActive: !item.isActive } },
      {
        onSuccess: () => notify.success(item.isActive ? `Retired: ${item.title}` : `Restored: ${item.title}`),
        onError: (err) => notify.error(errorMessageFor(err, failure)),
      },
    );

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Downloads</CardTitle>
          <CardDescription>
            What students see under Digital Downloads. Retired items are hidden.
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => setEditing('new')}>
          <FileUp aria-hidden="true" />
          Upload
        </Button>
      </CardHeader>
      <CardContent>
        {downloads.isPending && <Skeleton className="h-40 rounded-lg" />}
        {downloads.isError && (
          <LoadError
            title="Downloads could not be loaded"
            onRetry={() => downloads.refetch()}
            retrying={downloads.isFetching}
          />
        )}
        {downloads.data?.downloads.length === 0 && (
          <EmptyState
            icon={Download}
            title="No downloads yet"
            text="Upload a practice plan, video or audio file."
          />
        )}
        {downloads.data && downloads.data.downloads.length > 0 && (
          <ul className="flex flex-col divide-y divide-line" aria-label="Downloads">
            {downloads.data.downloads.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                    {item.title}
                    {!item.isActive && <Badge>Retired</Badge>}
                    {item.pendingRequests > 0 && (
                      <Badge tone="warning">
                        {item.pendingRequests} {item.pendingRequests === 1 ? 'request' : 'requests'}
                      </Badge>
                    )}
                  </p>
                  <p className="text-sm text-ink-600">
                    {TYPE_NAMES[item.type]} · {item.category} · {MEMBERSHIP_TIER_LABELS[item.requiredTier]}{' '}
                    tier · {item.pricePence === 0 ? 'Free' : formatPence(item.pricePence)} ·{' '}
                    {item.downloadCount} downloads · {formatDate(item.publishDate)}
                    {item.file ? '' : ' · no file'}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing(item)}
                    aria-label={`Edit ${item.title}`}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => toggle(item)}
                    disabled={update.isPending}
                    aria-label={`${item.isActive ? 'Retire' : 'Restore'} ${item.title}`}
                  >
                    {item.isActive ? 'Retire' : 'Restore'}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing && (
        <DownloadItemDialog
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? undefined : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </Card>
  );
}
