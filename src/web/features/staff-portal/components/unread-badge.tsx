import { MessageSquare } from 'lucide-react';

/** The badge caps at 9 (staff-portal §9). */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9' : String(count);
}

/** The top bar's messages button with its unread count; the count is hidden at 0. */
export function UnreadMessagesButton({ count, onClick }: { count: number; onClick: () => void }) {
  const text = unreadBadgeText(count);
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={text ? `Messages, ${count} unread` : 'Messages'}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-cream-50 hover:bg-white/10"
    >
      <MessageSquare className="size-5" aria-hidden="true" />
      {text && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-gold-300 px-1 text-xs font-bold text-ink-900"
        >
          {text}
        </span>
      )}
    </button>
  );
}
