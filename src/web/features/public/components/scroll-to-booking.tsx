import type { MouseEvent, ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from '@/web/components/ui/button';

/** The booking anchors of the programme pages (public-site §2). */
export type BookingAnchorId = 'booking' | 'booking-section' | 'book-membership';

/**
 * Brings a booking anchor into view: a smooth scroll (instant when the visitor prefers reduced motion),
 * then focus on the section so keyboard and screen-reader users continue from there. When the anchor
 * cannot be scrolled to, it falls back to setting the address's hash, which the browser scrolls to itself.
 */
export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target || typeof target.scrollIntoView !== 'function') {
    window.location.hash = id;
    return;
  }
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) {
    // Focusable for the hand-over only; the section itself needs no focus ring.
    target.setAttribute('tabindex', '-1');
    target.style.outline = 'none';
  }
  target.focus({ preventScroll: true });
}

interface ScrollToBookingProps {
  target: BookingAnchorId;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A 'Join now' / 'Join Monthly' / 'BOOK NOW ONLINE' button. It is a real link to the anchor, so it works
 * before the page's script has loaded; once it has, the click scrolls smoothly instead of jumping.
 */
export function ScrollToBooking({
  target,
  children,
  variant = 'primary',
  size = 'lg',
  className,
}: ScrollToBookingProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    scrollToAnchor(target);
  }
  return (
    <a href={`#${target}`} onClick={onClick} className={buttonClasses({ variant, size, className })}>
      {children}
    </a>
  );
}
