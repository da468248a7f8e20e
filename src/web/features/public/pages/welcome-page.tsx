import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { academy } from '@/core/content/academy';
import { media } from '@/core/content/media';
import { buttonClasses } from '@/web/components/ui/button';
import { cn } from '@/web/lib/class-names';
import { useSiteConfig } from '@/web/lib/site-config';
import { MediaImage } from '../components/media-image';

/** What the background shows: 'Loading...' until the video can play, then the video, or the banner. */
export type IntroState = 'loading' | 'playing' | 'fallback';

/**
 * The landing intro page (public-site §2, §4, §8): a full-screen, muted, looping background video from
 * the configured address, 'Loading...' until it can play, then a fade-in; the banner image when the video
 * fails, when none is configured, or when the visitor prefers reduced motion. ENTER goes to /home.
 *
 * The prerendered page and the first render while hydrating know nothing of the configuration, so they
 * show 'Loading...'; the decision is made after hydration.
 */
export function WelcomePage() {
  const config = useSiteConfig();
  const [hydrated, setHydrated] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [video, setVideo] = useState<'waiting' | 'ready' | 'failed'>('waiting');

  useEffect(() => {
    setReducedMotion(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    setHydrated(true);
  }, []);

  const videoUrl = hydrated && !reducedMotion ? (config?.introVideoUrl ?? null) : null;
  const state: IntroState = !hydrated
    ? 'loading'
    : !videoUrl || video === 'failed'
      ? 'fallback'
      : video === 'ready'
        ? 'playing'
        : 'loading';

  return (
    <section
      aria-labelledby="welcome-title"
      data-surface="dark"
      data-intro-state={state}
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-fairway-950 text-center xl:min-h-[calc(100svh-8rem)]"
    >
      <MediaImage
        image={media.welcomeBanner}
        priority
        layout="fill"
        className={cn(
          'absolute inset-0 -z-20 transition-opacity duration-500',
          state === 'fallback' ? 'opacity-100' : 'opacity-0',
        )}
      />
      {videoUrl && video !== 'failed' && (
        <video
          key={videoUrl}
          src={videoUrl}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          onCanPlay={(event) => {
            setVideo('ready');
            event.currentTarget.play().catch(() => {
              // Autoplay refused (e.g. a power-saving mode): the first frame still shows.
            });
          }}
          onError={(event) => {
            console.warn(
              `The intro video (${videoUrl}) could not be played; showing the banner image instead.`,
              event.currentTarget.error?.message ?? '',
            );
            setVideo('failed');
          }}
          className={cn(
            'absolute inset-0 -z-20 size-full object-cover transition-opacity duration-700',
            state === 'playing' ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-fairway-950/25" />

      <div className="container-page py-16">
        {/* A solid panel keeps the words legible over any video the academy chooses. */}
        <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-white/10 bg-fairway-950/75 px-6 py-10 shadow-raised backdrop-blur-sm sm:px-12 sm:py-14">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-200 uppercase">Welcome to</p>
          <h1 id="welcome-title" className="mt-4 text-4xl font-semibold text-cream-50 sm:text-5xl">
            {academy.name}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-cream-100">{academy.tagline}.</p>
          <p role="status" className="mt-6 h-7 text-lg text-cream-100">
            {state === 'loading' ? 'Loading...' : ''}
          </p>
          <Link
            to="/home"
            className={buttonClasses({
              variant: 'gold',
              size: 'lg',
              className: 'mt-2 min-w-48 tracking-[0.2em]',
            })}
          >
            ENTER
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
