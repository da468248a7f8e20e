import { Bell, BookOpenCheck, CalendarDays, Flag, MessageSquare } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/class-names';
import { formatRecent } from '@/web/lib/format';

/** An item as the bell shows it; each portal's contract item fits. */
export interface BellItem {
  id: string;
  kind: string;
  title: string;
  at: string;
  unread: boolean;
}

/** The count on the bell: hidden at 0, "9+" beyond nine (the label says the real number). */
export function bellBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** What a screen reader hears for the bell: the real count, however large. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}

const ICONS: Record<string, typeof Bell> = {
  message_received: MessageSquare,
  coach_replied: MessageSquare,
  drill_completed: BookOpenCheck,
  drill_reviewed: BookOpenCheck,
  round_submitted: Flag,
  round_verified: Flag,
  booking_today: CalendarDays,
};

const TONES = {
  light: 'text-ink-800 hover:bg-cream-100',
  dark: 'text-cream-50 hover:bg-white/10',
} as const;

interface NotificationBellProps<T extends BellItem> {
  tone: keyof typeof TONES;
  /** The server's unread count (0 while loading). */
  unread: number;
  items: readonly T[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  /** The list was opened: the portal records it as seen. */
  onOpened: () => void;
  /** An item was chosen: the portal opens its tab. */
  onSelect: (item: T) => void;
  /** A booking of today is always today; its title says its time. */
  now?: Date;
}

/**
 * The top bar's notifications: a bell with the unread count, opening the newest items. While the list is
 * open, what was unread when it opened stays marked, though opening it has already marked it seen.
 */
export function NotificationBell<T extends BellItem>({
  tone,
  unread,
  items,
  status,
  onRetry,
  onOpened,
  onSelect,
  now,
}: NotificationBellProps<T>) {
  const [open, setOpen] = useState(false);
  const [newOnOpen, setNewOnOpen] = useState<ReadonlySet<string>>(new Set());
  const badge = bellBadgeText(unread);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      setNewOnOpen(new Set(items?.filter((i) => i.unread).map((i) => i.id)));
      onOpened();
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Trigger
        aria-label={bellLabel(unread)}
        className={cn(
          'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full',
          TONES[tone],
        )}
      >
        <Bell className="size-5" aria-hidden="true" />
        {badge && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute top-1 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-error-600 px-1 text-xs font-bold text-white"
          >
            {badge}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(32rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-lg border border-line bg-white shadow-raised data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 className="text-base font-semibold text-ink-900">Notifications</h2>
            {unread > 0 && <span className="text-sm text-ink-600">{unread} new</span>}
          </div>
          <div className="min-h-0 overflow-y-auto">
            <BellBody
              items={items}
              status={status}
              onRetry={onRetry}
              isNew={(item) => item.unread || newOnOpen.has(item.id)}
              onSelect={(item) => {
                setOpen(false);
                onSelect(item);
              }}
              now={now}
            />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

interface BellBodyProps<T extends BellItem> {
  items: readonly T[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  isNew: (item: T) => boolean;
  onSelect: (item: T) => void;
  now?: Date;
}

function BellBody<T extends BellItem>({ items, status, onRetry, isNew, onSelect, now }: BellBodyProps<T>) {
  if (status === 'pending' && !items) {
    return (
      <p className="flex items-center gap-2 px-4 py-6 text-sm text-ink-600" role="status">
        <Spinner className="size-4" />
        Loading notifications…
      </p>
    );
  }
  if (status === 'error' && !items) {
    return (
      <div className="flex flex-col items-start gap-3 px-4 py-6" role="alert">
        <p className="text-sm text-ink-700">We couldn't load your notifications.</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!items?.length) {
    return <p className="px-4 py-8 text-center text-sm text-ink-600">You're all caught up</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => {
        const Icon = ICONS[item.kind] ?? Bell;
        const fresh = isNew(item);
        return (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onSelect(item)}
              className={cn(
                'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-cream-100 focus-visible:bg-cream-100 focus-visible:outline-none',
                fresh && 'bg-fairway-50/60',
              )}
            >
              <Icon className="mt-0.5 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className={cn('text-sm text-ink-900', fresh && 'font-semibold')}>{item.title}</span>
                <span className="text-xs text-ink-600">
                  {item.kind === 'booking_today' ? 'Today' : formatRecent(item.at, now)}
                  {fresh && <span className="sr-only">, new</span>}
                </span>
              </span>
              {fresh && (
                <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-error-600" />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
