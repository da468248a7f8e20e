import { Medal } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { MEMBERSHIP_TIER_LABELS, type MembershipTier } from '@/core/rules/membership-tiers';
import { cn } from '@/web/lib/class-names';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'error' | 'info' | 'gold';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-line-strong bg-cream-100 text-ink-700',
  brand: 'border-fairway-200 bg-fairway-50 text-fairway-800',
  success: 'border-success-600/25 bg-success-50 text-success-700',
  warning: 'border-warning-600/30 bg-warning-50 text-warning-700',
  error: 'border-error-600/25 bg-error-50 text-error-700',
  info: 'border-info-600/25 bg-info-50 text-info-700',
  gold: 'border-gold-400/60 bg-gold-100 text-gold-700',
};

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A small status label. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        '[&_svg]:size-3.5',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

const tierTones: Record<MembershipTier, string> = {
  free: 'border-line-strong bg-cream-100 text-ink-700',
  essentials: 'border-info-600/25 bg-info-50 text-info-700',
  performance: 'border-fairway-300 bg-fairway-50 text-fairway-800',
  elite: 'border-gold-400/70 bg-gold-100 text-gold-700',
  pro_prep: 'border-fairway-900 bg-fairway-800 text-gold-200',
};

/** A membership tier: 'Free', 'Essentials', 'Performance', 'Elite', 'Pro Prep'. */
export function TierBadge({ tier, className }: { tier: MembershipTier; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        tierTones[tier],
        className,
      )}
    >
      {MEMBERSHIP_TIER_LABELS[tier]}
    </span>
  );
}

export type MedalTier = 'gold' | 'silver' | 'bronze';

const medalTones: Record<MedalTier, { badge: string; icon: string; label: string }> = {
  gold: { badge: 'bg-medal-gold-bg text-medal-gold-text', icon: 'text-medal-gold', label: 'Gold' },
  silver: { badge: 'bg-medal-silver-bg text-medal-silver-text', icon: 'text-medal-silver', label: 'Silver' },
  bronze: { badge: 'bg-medal-bronze-bg text-medal-bronze-text', icon: 'text-medal-bronze', label: 'Bronze' },
};

/** A medal: icon in the medal colour plus its name (or a custom label such as a count). */
export function MedalBadge({
  medal,
  children,
  className,
}: {
  medal: MedalTier;
  children?: string;
  className?: string;
}) {
  const tone = medalTones[medal];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        tone.badge,
        className,
      )}
    >
      <Medal className={cn('size-4', tone.icon)} aria-hidden="true" />
      {children ?? tone.label}
    </span>
  );
}
