import type { ReactNode } from 'react';

const outline = { fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;

function glyph(name: string): ReactNode {
  switch (name) {
    case 'Instagram':
      return (
        <g {...outline}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </g>
      );
    case 'Facebook':
      return (
        <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z" />
      );
    case 'YouTube':
      return (
        <path d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8M10 15V9l5.2 3z" />
      );
    default:
      // A musical-note glyph for TikTok and any other network.
      return (
        <path d="M16.6 3h-3.1v11.6a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V8.9a5.8 5.8 0 1 0 4.9 5.7V8.8a7.4 7.4 0 0 0 4.1 1.3V7a4.2 4.2 0 0 1-4.1-4" />
      );
  }
}

/** Simple, original social-network glyphs (lucide no longer ships brand marks). Decorative. */
export function SocialIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {glyph(name)}
    </svg>
  );
}
