import { Award, Check, ExternalLink, Phone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { academy } from '@/core/content/academy';
import type { MembershipColor } from '@/core/content/programmes';
import type { MembershipsResponse } from '@/core/contracts/booking';
import {
  type MembershipPackage,
  membershipPriceLabel,
  membershipUnitLabel,
  pickerPackages,
} from '@/core/rules/membership-packages';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/class-names';
import { usePublicResource } from '@/web/lib/use-public-resource';

export const MEMBERSHIPS_PATH = '/api/booking/memberships';
export const MEMBERSHIPS_ERROR = 'Failed to load membership packages. Please refresh the page.';
export const MEMBERSHIP_REDIRECT_TEXT =
  'You are being redirected to our booking provider to complete your purchase securely.';

/**
 * While the academy sells no membership online (no provider page, no address of the plan's own), choosing
 * one says how to join instead of claiming a redirect that is not happening.
 */
export function membershipContactText(name: string): string {
  return `To join ${name}, call us on ${academy.phone.display} or e-mail us: we set memberships up with you and take the first payment then.`;
}

export interface MembershipBookingResult {
  package: MembershipPackage;
}

interface MembershipPickerProps {
  className?: string;
  /** Called when the visitor has been sent on to buy a membership. */
  onBookingComplete?: (result: MembershipBookingResult) => void;
}

const colourClasses: Record<MembershipColor, string> = {
  blue: 'bg-info-50 text-info-700',
  green: 'bg-fairway-50 text-fairway-700',
  purple: 'bg-level-purple/10 text-level-purple',
};

/** A grey pulse placeholder (the design system's skeleton, inlined to save a request). */
function Bone({ className }: { className: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-cream-200', className)} />;
}

const isMailAddress = (url: string) => /^mailto:/i.test(url.trim());
/** The academy's own Membership page: memberships sold online, in this tab, after signing in. */
const isOwnMembershipPage = (url: string) => /^\/portal\/membership\?plan=\d+$/.test(url.trim());

/** Web (or mail) addresses, or the academy's own page: a record can never smuggle a `javascript:` URL in. */
export function isPurchaseAddress(url: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(url.trim()) || isOwnMembershipPage(url);
}

function PackageImage({ pkg }: { pkg: MembershipPackage }) {
  const [failed, setFailed] = useState(false);
  if (pkg.image && !failed) {
    return (
      <img
        src={pkg.image}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-14 shrink-0 rounded-xl object-cover"
      />
    );
  }
  return (
    <span
      data-testid="membership-placeholder"
      data-color={pkg.color}
      className={cn(
        'inline-flex size-14 shrink-0 items-center justify-center rounded-xl',
        colourClasses[pkg.color],
      )}
    >
      <Award className="size-7" aria-hidden="true" />
    </span>
  );
}

function PackageCard({ pkg, onChoose }: { pkg: MembershipPackage; onChoose: () => void }) {
  const titleId = `membership-${pkg.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-card sm:p-7',
        pkg.popular ? 'border-fairway-600 ring-2 ring-fairway-600' : 'border-line',
      )}
    >
      {pkg.popular && (
        <p className="absolute -top-3.5 left-6 rounded-full bg-gold-300 px-3 py-1 text-sm font-semibold text-ink-900 shadow-xs">
          Most Popular
        </p>
      )}
      <div className="flex items-center gap-4">
        <PackageImage pkg={pkg} />
        <div>
          <h3 id={titleId} className="text-2xl font-semibold">
            {pkg.name}
          </h3>
          <p className="text-sm font-medium text-ink-600">{pkg.duration}</p>
        </div>
      </div>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-4xl font-semibold text-ink-900">
          {membershipPriceLabel(pkg.price)}
        </span>
        <span className="text-base text-ink-600">{membershipUnitLabel(pkg)}</span>
      </p>
      {pkg.description && <p className="mt-3 text-base text-ink-700">{pkg.description}</p>}
      <ul className="mt-6 flex flex-1 flex-col gap-3 border-t border-line pt-6">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-base text-ink-800">
            <Check className="mt-0.5 size-5 shrink-0 text-fairway-600" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        variant={pkg.popular ? 'primary' : 'secondary'}
        size="lg"
        className="mt-8 w-full"
        onClick={onChoose}
        aria-describedby={titleId}
      >
        Choose {pkg.name}
      </Button>
    </article>
  );
}

/**
 * The embeddable membership picker (public-site §2): loads the academy's three plans once, shows them
 * as cards, and sends the visitor to the booking provider to buy one.
 */
export function MembershipPicker({ className, onBookingComplete }: MembershipPickerProps) {
  const resource = usePublicResource<MembershipsResponse>(MEMBERSHIPS_PATH);
  const [chosen, setChosen] = useState<MembershipPackage | null>(null);

  useEffect(() => {
    if (resource.status === 'error') console.warn('Membership packages could not be loaded', resource.error);
  }, [resource]);

  function choose(pkg: MembershipPackage) {
    if (!isPurchaseAddress(pkg.purchaseUrl)) {
      console.warn('Refusing to open a purchase address that is not a web or mail address', pkg.purchaseUrl);
      return;
    }
    if (isMailAddress(pkg.purchaseUrl)) {
      setChosen(pkg);
      return;
    }
    if (isOwnMembershipPage(pkg.purchaseUrl)) {
      // Bought here: the Membership page signs the visitor in, asks who it is for and opens Stripe. The
      // booking is announced there, once Stripe has taken the first payment, not here.
      window.location.assign(pkg.purchaseUrl);
      return;
    }
    window.open(pkg.purchaseUrl, '_blank', 'noopener,noreferrer');
    setChosen(pkg);
    onBookingComplete?.({ package: pkg });
  }

  const packages =
    resource.status === 'success' && resource.data?.success === true
      ? pickerPackages(resource.data.data ?? [])
      : [];

  return (
    <div className={className}>
      {resource.status === 'loading' && (
        <div className="grid gap-6 md:grid-cols-3">
          <p role="status" className="sr-only">
            Loading membership packages...
          </p>
          {[0, 1, 2].map((n) => (
            <div
              key={n}
              className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6 shadow-card"
            >
              <div className="flex items-center gap-4">
                <Bone className="size-14 rounded-xl" />
                <Bone className="h-7 w-32" />
              </div>
              <Bone className="h-10 w-40" />
              <Bone className="h-32 w-full" />
              <Bone className="h-14 w-full rounded-full" />
            </div>
          ))}
        </div>
      )}
      {resource.status === 'error' && (
        <p
          role="alert"
          className="rounded-md border border-error-600/30 bg-error-50 px-4 py-3 text-base text-error-700"
        >
          {MEMBERSHIPS_ERROR}
        </p>
      )}
      {packages.length > 0 && (
        <ul className="grid gap-8 pt-3 md:grid-cols-3 md:gap-6">
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard pkg={pkg} onChoose={() => choose(pkg)} />
            </li>
          ))}
        </ul>
      )}
      <div role="status" className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-[420px]">
        {chosen && (
          <div className="flex items-start gap-3 rounded-xl border border-fairway-200 bg-white p-4 shadow-raised">
            {isMailAddress(chosen.purchaseUrl) ? (
              <>
                <Phone className="mt-1 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
                <div className="flex-1 text-base text-ink-800">
                  <p>{membershipContactText(chosen.name)}</p>
                  <p className="mt-1 flex flex-wrap gap-x-4">
                    <a
                      href={`tel:${academy.phone.tel}`}
                      className="inline-flex min-h-11 items-center font-semibold text-fairway-800 underline underline-offset-4"
                    >
                      Call {academy.phone.display}
                    </a>
                    <a
                      href={chosen.purchaseUrl}
                      className="inline-flex min-h-11 items-center font-semibold text-fairway-800 underline underline-offset-4"
                    >
                      E-mail us
                    </a>
                  </p>
                </div>
              </>
            ) : (
              <>
                <ExternalLink className="mt-1 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
                <div className="flex-1 text-base text-ink-800">
                  <p>{MEMBERSHIP_REDIRECT_TEXT}</p>
                  <a
                    href={chosen.purchaseUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-1 inline-flex min-h-11 items-center font-semibold text-fairway-800 underline underline-offset-4"
                  >
                    Open the {chosen.name} page
                  </a>
                </div>
              </>
            )}
            <button
              type="button"
              onClick={() => setChosen(null)}
              aria-label="Dismiss"
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
