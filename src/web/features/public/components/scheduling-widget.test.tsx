import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@/core/contracts/site-config';
import { SchedulingWidget, WIDGET_TIMEOUT_MS } from './scheduling-widget';

let config: SiteConfig | null = null;
vi.mock('@/web/lib/site-config', () => ({ useSiteConfig: () => config }));

const configured: SiteConfig = {
  bookingWidget: { scriptUrl: '/widget.js', companyUrl: 'https://academy.example.com' },
  leadForm: null,
  introVideoUrl: null,
  adPixelId: null,
  membershipsOnline: false,
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  config = null;
  delete window.SimplybookWidget;
  for (const script of document.querySelectorAll('script')) script.remove();
  vi.useRealTimers();
  vi.mocked(console.warn).mockRestore();
});

describe('SchedulingWidget', () => {
  it('offers booking by phone when no provider is configured', () => {
    render(<SchedulingWidget containerId="sbw_test" />);
    expect(screen.getByRole('heading', { name: 'Book by phone' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Call 07700 900461/ }).getAttribute('href')).toBe(
      'tel:+447700900461',
    );
    expect(document.querySelector('script')).toBeNull();
  });

  it('starts the provider in iframe mode, dark with green accents, on the membership page', () => {
    config = configured;
    const Widget = vi.fn();
    window.SimplybookWidget = Widget as unknown as Window['SimplybookWidget'];
    render(<SchedulingWidget containerId="sbw_adult" startPage="membership" />);

    expect(Widget).toHaveBeenCalledOnce();
    expect(Widget.mock.calls[0]![0]).toMatchObject({
      widget_type: 'iframe',
      url: 'https://academy.example.com',
      theme: 'dark',
      theme_settings: { sb_base_color: '#175535' },
      timeline: 'modern',
      datepicker: 'top_calendar',
      is_rtl: false,
      app_config: { clear_session: 1, allow_switch_to_ada: 0, predefined: { page: 'membership' } },
      container_id: 'sbw_adult',
    });
    expect(document.getElementById('sbw_adult')?.dataset.state).toBe('ready');
  });

  it('loads the script on demand and polls for the provider every 100 ms', () => {
    vi.useFakeTimers();
    config = configured;
    render(<SchedulingWidget containerId="sbw_camps" />);
    expect(screen.getByText('Loading the booking calendar...')).toBeTruthy();
    expect(document.querySelector('script[src="/widget.js"]')).not.toBeNull();

    const Widget = vi.fn();
    window.SimplybookWidget = Widget as unknown as Window['SimplybookWidget'];
    act(() => vi.advanceTimersByTime(100));
    expect(Widget.mock.calls[0]![0]).toMatchObject({
      app_config: { predefined: {} },
      container_id: 'sbw_camps',
    });
    expect(document.getElementById('sbw_camps')?.dataset.state).toBe('ready');
  });

  it('fails after 10 seconds without the script, with a click-to-call link', () => {
    vi.useFakeTimers();
    config = configured;
    render(<SchedulingWidget containerId="sbw_squad" />);
    act(() => vi.advanceTimersByTime(WIDGET_TIMEOUT_MS - 100));
    expect(screen.queryByText('Booking Calendar Unavailable')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('Booking Calendar Unavailable')).toBeTruthy();
    expect(screen.getByText('Please call us directly to book your lesson')).toBeTruthy();
  });

  it('fails when the script cannot load', async () => {
    config = configured;
    render(<SchedulingWidget containerId="sbw_taster" />);
    const script = document.querySelector('script[src="/widget.js"]')!;
    await act(async () => {
      script.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert').textContent).toContain('Booking Calendar Unavailable');
  });

  it('fails when the provider throws while starting, except on the adult page', () => {
    config = configured;
    window.SimplybookWidget = vi.fn(() => {
      throw new Error('bad company');
    }) as unknown as Window['SimplybookWidget'];
    const { unmount } = render(<SchedulingWidget containerId="sbw_taster" />);
    expect(screen.getByText('Booking Calendar Unavailable')).toBeTruthy();
    unmount();

    render(<SchedulingWidget containerId="sbw_adult" startPage="membership" quietInitErrors />);
    expect(screen.queryByText('Booking Calendar Unavailable')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Book by phone' })).toBeTruthy();
  });
});
