/**
 * The academy's own facts, in one place so that a change of phone number or venue is one edit.
 * Phone numbers are in Ofcom's reserved drama ranges until the academy supplies its real ones.
 */
export const academy = {
  name: 'Solent Golf Academy',
  shortName: 'Solent Golf',
  tagline: 'Junior and adult golf coaching on the south coast',
  headCoach: { firstName: 'James', lastName: 'Whitfield', title: 'Head Coach, PGA Professional' },
  phone: { display: '07700 900461', tel: '+447700900461' },
  email: 'hello@solentgolf.academy',
  venue: {
    name: 'Hamble Indoor Golf Studio',
    street: 'Hamble Lane',
    town: 'Southampton',
    county: 'Hampshire',
    postcode: 'SO31 4QA',
  },
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/solentgolfacademy', live: true },
    { name: 'Facebook', href: null, live: false },
    { name: 'YouTube', href: null, live: false },
    { name: 'TikTok', href: null, live: false },
  ],
  foundedYear: 2016,
} as const;

export function venueAddress(): string {
  const v = academy.venue;
  return `${v.name}, ${v.street}, ${v.town}, ${v.postcode}`;
}

/** The public header's links, in the spec's order (public-site §2). */
export const headerLinks = [
  { to: '/home', label: 'Home' },
  { to: '/programs', label: 'Elite Junior Academy' },
  { to: '/development-squad', label: 'Development Squad' },
  { to: '/summer-academy', label: 'CAMPS' },
  { to: '/junior-lessons', label: 'Junior Lessons' },
  { to: '/adult-lessons', label: 'Adult Lessons' },
  { to: '/aboutus', label: 'About Us' },
  { to: '/coaches', label: 'Coaches' },
  { to: '/student-portal', label: 'Student Portal' },
  { to: '/staff-portal', label: 'Staff Portal' },
] as const;

export const footerProgramLinks = [
  { to: '/programs', label: 'Elite Junior Academy' },
  { to: '/summer-academy', label: 'Half-Term Camps' },
  { to: '/junior-lessons', label: 'Junior Group Lessons' },
  { to: '/adult-lessons', label: 'Adult 1:1 Coaching' },
] as const;

export const footerUsefulLinks = [
  { to: '/aboutus', label: 'About Us' },
  { to: '/programs', label: 'Programmes' },
  { to: '/coaches', label: 'Our Coaches' },
  { to: '/aboutus', label: 'Contact Us' },
] as const;
