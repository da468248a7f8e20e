import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type BellItem, bellBadgeText, NotificationBell } from './notification-bell';

const NOW = new Date('2026-11-30T10:00:00Z');
const item = (overrides: Partial<BellItem> = {}): BellItem => ({
  id: 'message_received:1',
  kind: 'message_received',
  title: 'New message from Leo Bennett: Bunker shots',
  at: '2026-11-30T09:15:00Z',
  unread: true,
  ...overrides,
});

function renderBell(props: Partial<Parameters<typeof NotificationBell<BellItem>>[0]> = {}) {
  const handlers = { onOpened: vi.fn(), onSelect: vi.fn(), onRetry: vi.fn() };
  render(
    <NotificationBell
      tone="light"
      unread={0}
      items={[]}
      status="success"
      now={NOW}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('the notifications bell', () => {
  it('shows the count up to 9, then "9+", and says the real count', () => {
    expect(bellBadgeText(0)).toBeNull();
    expect(bellBadgeText(1)).toBe('1');
    expect(bellBadgeText(9)).toBe('9');
    expect(bellBadgeText(10)).toBe('9+');
    renderBell({ unread: 12, items: [item()] });
    const bell = screen.getByRole('button', { name: 'Notifications, 12 unread' });
    expect(screen.getByTestId('notification-count').textContent).toBe('9+');
    expect(bell).toBeTruthy();
  });

  it('hides the count at 0 and says "You\'re all caught up" when there is nothing', () => {
    const { onOpened } = renderBell();
    expect(screen.queryByTestId('notification-count')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText("You're all caught up")).toBeTruthy();
    expect(onOpened).toHaveBeenCalledOnce();
  });

  it('lists the items with British times, and opens one', () => {
    const first = item();
    const second = item({
      id: 'drill_completed:2',
      kind: 'drill_completed',
      title: 'Leo did a drill',
      at: '2026-11-29T08:00:00Z',
      unread: false,
    });
    const { onSelect } = renderBell({ unread: 1, items: [first, second] });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(screen.getByText('Today 09:15')).toBeTruthy();
    expect(screen.getByText('Yesterday')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Leo did a drill/ }));
    expect(onSelect).toHaveBeenCalledWith(second);
  });

  it('says when the list is loading', () => {
    renderBell({ items: undefined, status: 'pending' });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('Loading notifications…')).toBeTruthy();
  });

  it('offers to try again when the list could not be loaded', () => {
    const { onRetry } = renderBell({ items: undefined, status: 'error' });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText("We couldn't load your notifications.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
