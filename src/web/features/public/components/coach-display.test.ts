// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COACH_FALLBACK_IMAGE, coachDisplay } from './coach-display';

const full = {
  first_name: 'James',
  last_name: 'Whitfield',
  profile_image_url: '/uploads/coaches/james.jpg',
  role: 'Head Coach & Founder',
  bio: 'Twelve years coaching county and touring golfers.',
  other_certifications: ['PGA Advanced Professional', 'TrackMan Level 2 certified'],
  phone: '023 8049 6001',
  mobile_phone: '07700 900461',
};

describe('coachDisplay (public-site §3)', () => {
  it('shows a complete coach as given', () => {
    expect(coachDisplay(full)).toEqual({
      name: 'James Whitfield',
      image: '/uploads/coaches/james.jpg',
      imageIsFallback: false,
      role: 'Head Coach & Founder',
      phone: '023 8049 6001',
      phoneHref: 'tel:02380496001',
      bio: 'Twelve years coaching county and touring golfers.',
      certifications: ['PGA Advanced Professional', 'TrackMan Level 2 certified'],
    });
  });

  it('joins whichever names exist, and falls back to Coach when there are none', () => {
    expect(coachDisplay({ ...full, last_name: '' }).name).toBe('James');
    expect(coachDisplay({ ...full, first_name: '  ' }).name).toBe('Whitfield');
    expect(coachDisplay({ first_name: '', last_name: '' }).name).toBe('Coach');
    expect(coachDisplay({}).name).toBe('Coach');
  });

  it('falls back to the academy logo without a picture', () => {
    for (const profile_image_url of [null, '', undefined]) {
      const shown = coachDisplay({ ...full, profile_image_url });
      expect(shown.image).toBe(COACH_FALLBACK_IMAGE);
      expect(shown.image).toBe('/logo.svg');
      expect(shown.imageIsFallback).toBe(true);
    }
  });

  it('falls back to Coach without a role', () => {
    expect(coachDisplay({ ...full, role: null }).role).toBe('Coach');
    expect(coachDisplay({ ...full, role: '' }).role).toBe('Coach');
    expect(coachDisplay({ ...full, role: undefined }).role).toBe('Coach');
  });

  it('shows the phone, else the mobile, else nothing', () => {
    expect(coachDisplay({ ...full, phone: null }).phone).toBe('07700 900461');
    expect(coachDisplay({ ...full, phone: '' }).phoneHref).toBe('tel:07700900461');
    const none = coachDisplay({ ...full, phone: null, mobile_phone: null });
    expect(none.phone).toBeNull();
    expect(none.phoneHref).toBeNull();
  });

  it('leaves out an absent bio and empty certifications', () => {
    const shown = coachDisplay({ ...full, bio: null, other_certifications: [] });
    expect(shown.bio).toBeNull();
    expect(shown.certifications).toEqual([]);
    expect(coachDisplay({ ...full, bio: '   ', other_certifications: [' ', ''] })).toMatchObject({
      bio: null,
      certifications: [],
    });
  });
});
