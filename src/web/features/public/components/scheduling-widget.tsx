import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LoadingState } from '@/web/components/ui/spinner';
import { useSiteConfig } from '@/web/lib/site-config';
import { CallDirectPanel } from './call-direct-panel';
import { loadScript } from './load-script';

/** The options the provider's widget constructor takes (iframe mode). */
export interface SimplybookWidgetOptions {
  widget_type: 'iframe';
  url: string;
  theme: string;
  theme_settings: Record<string, string>;
  timeline: string;
  datepicker: string;
  is_rtl: boolean;
  app_config: { clear_session: 0 | 1; allow_switch_to_ada: 0 | 1; predefined: { page?: string } };
  container_id: string;
}

declare global {
  interface Window {
    SimplybookWidget?: new (options: SimplybookWidgetOptions) => unknown;
  }
}

/** The spec's limits (public-site §9): poll every 100 ms, give up after 10 s. */
export const WIDGET_POLL_MS = 100;
export const WIDGET_TIMEOUT_MS = 10_000;

export type StartPage = 'membership' | 'default';

/** Dark theme with the academy's greens. */
export function widgetOptions(companyUrl: string, containerId: string, startPage: StartPage) {
  return {
    widget_type: 'iframe',
    url: companyUrl,
    theme: 'dark',
    theme_settings: {
      sb_base_color: '#175535',
      btn_color_1: '#2f7d52',
      sb_company_label_color: '#d7eadd',
      booking_nav_bg_color: '#12452c',
      body_bg_color: '#0e3723',
      dark_font_color: '#17211c',
      light_font_color: '#ffffff',
      sb_available: '#b0d5bc',
      sb_busy: '#4d5a52',
      timeline_hide_unavailable: '1',
      hide_past_days: '1',
      timeline_show_end_time: '1',
      timeline_modern_display: 'as_slots',
      display_item_mode: 'block',
      hide_img_mode: '1',
      show_sidebar: '1',
    },
    timeline: 'modern',
    datepicker: 'top_calendar',
    is_rtl: false,
    app_config: {
      clear_session: 1,
      allow_switch_to_ada: 0,
      predefined: startPage === 'membership' ? { page: 'membership' } : {},
    },
    container_id: containerId,
  } satisfies SimplybookWidgetOptions;
}

type WidgetState = 'loading' | 'ready' | 'failed' | 'quiet';

// The academy's own widget is a chunk of its own, fetched only when its slot nears the screen, so
// pages that never scroll to booking do not pay for it.
const BookingWidget = lazy(async () => ({
  default: (await import('./booking-widget/booking-widget')).BookingWidget,
}));

function CalendarLoading() {
  return (
    <LoadingState
      text="Loading the booking calendar..."
      className="min-h-64 rounded-xl border border-line bg-white"
    />
  );
}

/** The academy's own booking widget, loaded once its slot comes within a screen or two of view. */
function DeferredBookingWidget({ serviceSlug }: { serviceSlug: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '1000px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (!near) {
    return (
      <div ref={slot}>
        <CalendarLoading />
      </div>
    );
  }
  return (
    <Suspense fallback={<CalendarLoading />}>
      <BookingWidget preselectedServiceSlug={serviceSlug} />
    </Suspense>
  );
}

interface SchedulingWidgetProps {
  /** The element the provider draws its calendar into; one per page (camps, taster, adult, squad). */
  containerId: string;
  startPage?: StartPage;
  /** Give the widget's wrapper this id when the surrounding section does not carry the anchor itself. */
  anchorId?: string;
  /**
   * The adult page ignores the widget's start-up errors (public-site §8): it quietly offers booking by
   * phone instead of an error. Script failures and the time-out still show the error.
   */
  quietInitErrors?: boolean;
  /**
   * With no provider configured, offer the academy's own booking widget opened on this service
   * (by slug) instead of booking by phone. Booking by phone stays for a provider that fails.
   */
  fallbackServiceSlug?: string;
}

/**
 * The booking provider's scheduling widget (public-site §2, §4): loading, then ready, or failed after a
 * script error, a start-up error or 10 s without the script. With no provider configured the slot
 * offers the academy's own booking widget when the page names a service, otherwise booking by phone.
 */
export function SchedulingWidget({
  containerId,
  startPage = 'default',
  anchorId,
  quietInitErrors = false,
  fallbackServiceSlug,
}: SchedulingWidgetProps) {
  const widget = useSiteConfig()?.bookingWidget ?? null;
  // The settings arrive after hydration: until then the slot shows a loading state, not a guess.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const scriptUrl = widget?.scriptUrl;
  const companyUrl = widget?.companyUrl;
  const [state, setState] = useState<WidgetState>('loading');

  useEffect(() => {
    if (!scriptUrl || !companyUrl) return;
    let active = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    const container = document.getElementById(containerId);
    setState('loading');

    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const fail = (reason: unknown) => {
      stop();
      if (!active) return;
      console.warn('The booking calendar could not load', reason);
      setState('failed');
    };
    const start = (Widget: NonNullable<Window['SimplybookWidget']>) => {
      stop();
      if (!active) return;
      try {
        new Widget(widgetOptions(companyUrl, containerId, startPage));
        setState('ready');
      } catch (error) {
        if (quietInitErrors) setState('quiet');
        else fail(error);
      }
    };

    if (window.SimplybookWidget) {
      start(window.SimplybookWidget);
    } else {
      loadScript(scriptUrl).catch(fail);
      let waited = 0;
      timer = setInterval(() => {
        waited += WIDGET_POLL_MS;
        if (window.SimplybookWidget) start(window.SimplybookWidget);
        else if (waited >= WIDGET_TIMEOUT_MS) fail(new Error('Timed out waiting for the booking script'));
      }, WIDGET_POLL_MS);
    }

    return () => {
      active = false;
      stop();
      // The provider draws into our container; a later mount starts from an empty one.
      container?.replaceChildren();
    };
  }, [scriptUrl, companyUrl, containerId, startPage, quietInitErrors]);

  if (fallbackServiceSlug && !widget) {
    return (
      <div id={anchorId}>
        {hydrated ? <DeferredBookingWidget serviceSlug={fallbackServiceSlug} /> : <CalendarLoading />}
      </div>
    );
  }
  if (!widget || state === 'quiet') {
    return (
      <div id={anchorId}>
        <CallDirectPanel />
      </div>
    );
  }
  return (
    <div id={anchorId}>
      {state === 'loading' && <CalendarLoading />}
      {state === 'failed' && <CallDirectPanel variant="unavailable" />}
      {/* Always in the page while configured: the provider draws into it as it starts. */}
      <div
        id={containerId}
        data-state={state}
        hidden={state === 'failed'}
        className={
          state === 'ready'
            ? 'min-h-[32rem] overflow-hidden rounded-xl border border-line bg-fairway-950'
            : ''
        }
      />
    </div>
  );
}
