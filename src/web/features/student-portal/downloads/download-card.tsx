import { Clock, Download, Eye, FileText, Headphones, ShoppingBag, Star, Video } from 'lucide-react';
import type { DownloadItem, DownloadType } from '@/core/contracts/downloads';
import { lazyNumberFormat } from '@/core/rules/lazy-intl';
import { Alert } from '@/web/components/ui/alert';
import { Badge, TierBadge } from '@/web/components/ui/badge';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { errorMessageFor } from '@/web/lib/api';
import { formatDate, formatPence } from '@/web/lib/format';
import { UpgradeLink } from '../membership/upgrade-link';
import { useDownloadFileUrl, useRefreshDownloads, useRequestPurchase } from './api/downloads';
import { downloadAction } from './download-filters';

const typeIcons: Record<DownloadType, typeof FileText> = { pdf: FileText, video: Video, audio: Headphones };
const typeNames: Record<DownloadType, string> = { pdf: 'PDF', video: 'Video', audio: 'Audio' };
const pounds = lazyNumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 1536 → '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** One download: what it is, what it costs, and the one thing this student can do with it. */
export function DownloadCard({ item }: { item: DownloadItem }) {
  const Icon = typeIcons[item.type];
  const action = downloadAction(item);
  const facts = [
    item.pages ? `${item.pages} ${item.pages === 1 ? 'page' : 'pages'}` : null,
    item.duration ? `${item.duration} min` : null,
    item.fileSize ? formatFileSize(item.fileSize) : null,
  ].filter(Boolean);

  return (
    <Card
      className={`flex flex-col ${action === 'upgrade' ? 'bg-cream-50' : ''}`}
      data-testid="download-card"
      aria-labelledby={`download-${item.id}`}
      role="article"
    >
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <span
            className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg ${
              action === 'upgrade' ? 'bg-cream-200 text-ink-600' : 'bg-fairway-50 text-fairway-700'
            }`}
          >
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h2
              id={`download-${item.id}`}
              className="font-display text-lg leading-snug font-semibold text-ink-900"
            >
              {item.title}
            </h2>
            <p className="text-sm text-ink-600">
              {typeNames[item.type]} · {item.author}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{item.category}</Badge>
          {item.requiredTier !== 'free' && <TierBadge tier={item.requiredTier} />}
        </div>
        <p className="line-clamp-3 text-base text-ink-700">{item.description}</p>
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
          {facts.length > 0 && (
            <div className="flex items-center gap-1">
              <dt className="sr-only">Size</dt>
              <dd>{facts.join(' · ')}</dd>
            </div>
          )}
          {item.rating !== null && (
            <div className="flex items-center gap-1">
              <dt className="sr-only">Rating</dt>
              <Star className="size-4 fill-gold-300 text-gold-500" aria-hidden="true" />
              <dd>
                {item.rating.toFixed(1)} ({item.reviews})
              </dd>
            </div>
          )}
          <div className="flex items-center gap-1">
            <dt className="sr-only">Downloads</dt>
            <Download className="size-4" aria-hidden="true" />
            <dd>
              {item.downloadCount} {item.downloadCount === 1 ? 'download' : 'downloads'}
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">Published</dt>
            <Clock className="size-4" aria-hidden="true" />
            <dd>{formatDate(item.publishDate)}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-col gap-3 border-t border-line px-5 py-4">
        <Price item={item} />
        <CardActions item={item} action={action} />
      </div>
    </Card>
  );
}

function Price({ item }: { item: DownloadItem }) {
  if (item.price === 0) return <p className="text-lg font-semibold text-fairway-800">Free</p>;
  return (
    <p className="flex items-baseline gap-2">
      <span className="text-lg font-semibold text-ink-900">{pounds().format(item.price)}</span>
      {item.originalPrice !== null && item.originalPrice > item.price && (
        <span className="text-sm text-ink-600 line-through">
          <span className="sr-only">was </span>
          {pounds().format(item.originalPrice)}
        </span>
      )}
      {item.isPurchased && <Badge tone="success">Purchased</Badge>}
    </p>
  );
}

function CardActions({ item, action }: { item: DownloadItem; action: ReturnType<typeof downloadAction> }) {
  const purchase = useRequestPurchase();
  const refresh = useRefreshDownloads();
  const downloadFileUrl = useDownloadFileUrl();
  // The count moves on the server once the browser has asked for the file.
  const afterDownload = () => window.setTimeout(refresh, 1500);
  const downloadLink = (
    <a
      href={downloadFileUrl(item.id)}
      download
      onClick={afterDownload}
      className={buttonClasses({ size: 'sm', className: 'flex-1' })}
      aria-label={`Download ${item.title}`}
    >
      <Download aria-hidden="true" />
      Download
    </a>
  );

  switch (action) {
    case 'upgrade':
      return <UpgradeLink title={item.title} />;
    case 'download':
      return <div className="flex">{downloadLink}</div>;
    case 'purchased':
      return (
        <div className="flex flex-wrap gap-3">
          <a
            href={downloadFileUrl(item.id, true)}
            target="_blank"
            rel="noopener"
            className={buttonClasses({ size: 'sm', variant: 'secondary', className: 'flex-1' })}
            aria-label={`Preview ${item.title}`}
          >
            <Eye aria-hidden="true" />
            Preview
          </a>
          {downloadLink}
        </div>
      );
    case 'requested':
      return (
        <p
          role="status"
          className="rounded-md border border-info-600/25 bg-info-50 px-3 py-2 text-sm text-info-700"
        >
          Requested — the academy will confirm your purchase and take payment at the venue
        </p>
      );
    case 'buy': {
      const online = item.paymentRule === 'online_full';
      const price = formatPence(Math.round(item.price * 100));
      return (
        <div className="flex flex-col gap-3">
          {item.purchaseStatus === 'declined' && !online && (
            <p className="text-sm text-ink-600">
              The academy could not confirm your last request. Speak to the office, or ask again.
            </p>
          )}
          {purchase.isError && (
            <Alert>
              {errorMessageFor(purchase.error, {
                server: online
                  ? 'The secure payment could not be started. Please try again.'
                  : 'Your request could not be sent. Please try again.',
                network: online
                  ? 'The secure payment could not be started. Check your connection and try again.'
                  : 'Your request could not be sent. Check your connection and try again.',
              })}
            </Alert>
          )}
          <Button
            size="sm"
            className="w-full"
            loading={purchase.isPending}
            loadingText={online ? 'Opening secure payment…' : 'Requesting…'}
            onClick={() => purchase.mutate(item.id)}
            aria-label={online ? `Buy ${item.title} for ${price}` : `Buy ${item.title}`}
          >
            <ShoppingBag aria-hidden="true" />
            {online ? `Buy for ${price}` : 'Buy'}
          </Button>
          {online && (
            <p className="text-sm text-ink-600">Paid securely with Stripe; it opens here once paid.</p>
          )}
        </div>
      );
    }
  }
}
