import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToBooking, scrollToAnchor } from './scroll-to-booking';

function motion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.location.hash = '';
});

describe('scrollToAnchor', () => {
  it('scrolls smoothly to the anchor and hands focus to it', () => {
    motion(false);
    const target = document.createElement('section');
    target.id = 'booking';
    target.scrollIntoView = vi.fn();
    document.body.append(target);

    scrollToAnchor('booking');
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('tabindex')).toBe('-1');
  });

  it('jumps instantly when the visitor prefers reduced motion', () => {
    motion(true);
    const target = document.createElement('section');
    target.id = 'booking-section';
    target.scrollIntoView = vi.fn();
    document.body.append(target);

    scrollToAnchor('booking-section');
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('falls back to setting the hash when the anchor cannot be scrolled to', () => {
    motion(false);
    scrollToAnchor('booking-section');
    expect(window.location.hash).toBe('#booking-section');
  });
});

describe('ScrollToBooking', () => {
  it('is a real link to the anchor whose click scrolls instead of jumping', () => {
    motion(false);
    const target = document.createElement('section');
    target.id = 'booking';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    render(<ScrollToBooking target="booking">Join now</ScrollToBooking>);

    const link = screen.getByRole('link', { name: 'Join now' });
    expect(link.getAttribute('href')).toBe('#booking');
    fireEvent.click(link);
    expect(target.scrollIntoView).toHaveBeenCalledOnce();
  });
});
