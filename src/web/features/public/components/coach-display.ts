import type { PublicCoach } from '@/core/contracts/coaches';

/** The academy logo: the picture of a coach without one (public-site §3). */
export const COACH_FALLBACK_IMAGE = '/logo.svg';

/** The fields of a coach the display rules read; `role` is the server's display title. */
export type CoachDisplayInput = Partial<
  Pick<
    PublicCoach,
    | 'first_name'
    | 'last_name'
    | 'profile_image_url'
    | 'bio'
    | 'other_certifications'
    | 'phone'
    | 'mobile_phone'
  >
> & { role?: string | null };

export interface CoachDisplay {
  name: string;
  image: string;
  /** True when the picture is the academy logo standing in. */
  imageIsFallback: boolean;
  role: string;
  /** phone, else mobile_phone; null when neither. */
  phone: string | null;
  /** `tel:` address for the phone, or null. */
  phoneHref: string | null;
  bio: string | null;
  certifications: string[];
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The public-site §3 display rules: name is first and last joined, falling back to 'Coach'; image falls
 * back to the academy logo; role falls back to 'Coach'; phone is phone, else mobile_phone; bio and
 * certifications only when present.
 */
export function coachDisplay(coach: CoachDisplayInput): CoachDisplay {
  const name = [text(coach.first_name), text(coach.last_name)].filter(Boolean).join(' ') || 'Coach';
  const picture = text(coach.profile_image_url);
  const phone = text(coach.phone) ?? text(coach.mobile_phone);
  const digits = phone?.replace(/[^\d+]/g, '');
  return {
    name,
    image: picture ?? COACH_FALLBACK_IMAGE,
    imageIsFallback: picture === null,
    role: text(coach.role) ?? 'Coach',
    phone,
    phoneHref: digits ? `tel:${digits}` : null,
    bio: text(coach.bio),
    certifications: (coach.other_certifications ?? []).map((c) => c.trim()).filter(Boolean),
  };
}
