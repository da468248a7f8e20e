import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MembershipRecord } from '@/core/contracts/booking';
import {
  MEMBERSHIP_REDIRECT_TEXT,
  MEMBERSHIPS_ERROR,
  MembershipPicker,
  membershipContactText,
} from './membership-picker';

function record(id: number, overrides: Partial<MembershipRecord> = {}): MembershipRecord {
  return {
    id,
    name: `Plan ${id}`,
    first_price: 100 * id,
    recurring_price: 100 * id,
    limit: 4 * id,
    duration_type: 'month',
    description: `Plan ${id} description`,
    picture_path: null,
    purchase_url: `https://provider.example.com/membership/${id}/2027-02-01`,
    ...overrides,
  };
}

function answer(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status })));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(console.warn).mockRestore();
});

describe('MembershipPicker', () => {
  it('loads once, then shows plans 1 to 3 with prices, sessions and Performance as Most Popular', async () => {
    answer({
      success: true,
      data: [record(3), record(4), record(1), record(2, { first_price: 0, recurring_price: 0 })],
    });
    render(<MembershipPicker />);
    expect(screen.getByText('Loading membership packages...').getAttribute('role')).toBe('status');

    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Essentials',
      'Performance',
      'Elite',
    ]);
    expect(cards[0]!.textContent).toContain('£100');
    expect(cards[0]!.textContent).toContain('per month • 4 sessions');
    expect(cards[1]!.textContent).toContain('FREE');
    expect(cards[1]!.textContent).toContain('Most Popular');
    expect(cards[2]!.textContent).toContain('12 hours private coaching per month');
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('shows the red error box (and logs a warning) when the request fails', async () => {
    answer({ message: 'down' }, 500);
    render(<MembershipPicker />);
    expect((await screen.findByRole('alert')).textContent).toBe(MEMBERSHIPS_ERROR);
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
  });

  it('shows neither cards nor an error for an answer without success', async () => {
    answer({ success: false });
    render(<MembershipPicker />);
    await act(async () => {});
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('swaps a broken image for a placeholder in the package colour', async () => {
    answer({ success: true, data: [record(1, { picture_path: '/broken.png' })] });
    const { container } = render(<MembershipPicker />);
    await screen.findByRole('article');
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('membership-placeholder').dataset.color).toBe('blue');
  });

  it('opens the purchase page in a new tab, says so, and reports the package', async () => {
    answer({ success: true, data: [record(1), record(2), record(3)] });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const onBookingComplete = vi.fn();
    render(<MembershipPicker onBookingComplete={onBookingComplete} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Choose Performance' }));
    expect(open).toHaveBeenCalledWith(
      'https://provider.example.com/membership/2/2027-02-01',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.getByText(MEMBERSHIP_REDIRECT_TEXT)).toBeTruthy();
    expect(onBookingComplete.mock.calls[0]![0].package.name).toBe('Performance');
  });

  it('with no online sale (an e-mail address), says how to join and claims no redirect', async () => {
    answer({
      success: true,
      data: [record(1), record(2, { purchase_url: 'mailto:hello@solentgolf.academy' }), record(3)],
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const onBookingComplete = vi.fn();
    render(<MembershipPicker onBookingComplete={onBookingComplete} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Choose Performance' }));
    expect(open).not.toHaveBeenCalled();
    expect(onBookingComplete).not.toHaveBeenCalled();
    expect(screen.queryByText(MEMBERSHIP_REDIRECT_TEXT)).toBeNull();
    expect(screen.getByText(membershipContactText('Performance'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'E-mail us' }).getAttribute('href')).toBe(
      'mailto:hello@solentgolf.academy',
    );
  });

  it('refuses a purchase address that is not a web or mail address', async () => {
    answer({ success: true, data: [record(1, { purchase_url: 'javascript:alert(1)' })] });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    render(<MembershipPicker />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Essentials' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('sold online, goes to the academy’s own Membership page in this tab and announces nothing yet', async () => {
    answer({
      success: true,
      data: [record(1), record(2, { purchase_url: '/portal/membership?plan=2' }), record(3)],
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const onBookingComplete = vi.fn();
    render(<MembershipPicker onBookingComplete={onBookingComplete} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Choose Performance' }));
    expect(assign).toHaveBeenCalledWith('/portal/membership?plan=2');
    expect(open).not.toHaveBeenCalled();
    // The booking is announced on the Membership page once Stripe has taken the first payment.
    expect(onBookingComplete).not.toHaveBeenCalled();
    expect(screen.queryByText(MEMBERSHIP_REDIRECT_TEXT)).toBeNull();
  });
});
