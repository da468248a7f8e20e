import { cn } from '@/web/lib/class-names';

/**
 * Original artwork in the house style: flat, layered fairways running down to the Solent, the island on the
 * horizon, a flag on the green. Decorative, so hidden from assistive technology.
 */
export function CoastalLandscape({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 800 500"
      className={cn('block h-auto w-full', className)}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="800" height="500" fill="#f3ead6" />
      <circle cx="585" cy="150" r="74" fill="#f0db9c" />
      <circle cx="585" cy="150" r="50" fill="#e6c76c" />
      <path
        d="M140 96 q14 -10 28 0 q14 -10 28 0"
        fill="none"
        stroke="#36443c"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M205 128 q10 -7 20 0 q10 -7 20 0"
        fill="none"
        stroke="#36443c"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {/* The island on the horizon */}
      <path d="M330 252 C380 222 440 214 500 226 C560 236 640 226 700 238 L760 252Z" fill="#b0d5bc" />
      {/* The Solent */}
      <rect y="250" width="800" height="80" fill="#9fc4bb" />
      <g fill="none" stroke="#fdfbf6" strokeWidth="3" strokeLinecap="round" opacity="0.8">
        <path d="M90 276 q12 -6 24 0 t24 0" />
        <path d="M420 290 q12 -6 24 0 t24 0 t24 0" />
        <path d="M640 270 q12 -6 24 0 t24 0" />
        <path d="M250 306 q12 -6 24 0 t24 0" />
      </g>
      {/* Shoreline */}
      <path d="M0 318 C160 300 300 312 420 304 C560 296 680 306 800 300 V340 H0Z" fill="#e6d8b8" />
      {/* Fairways, back to front */}
      <path d="M0 340 C140 312 300 318 440 332 C580 346 700 330 800 322 V500 H0Z" fill="#4f9a6f" />
      <path d="M0 392 C120 366 260 360 400 376 C540 392 680 372 800 360 V500 H0Z" fill="#2f7d52" />
      {/* Trees on the left */}
      <g fill="#12452c">
        <circle cx="70" cy="330" r="30" />
        <circle cx="112" cy="318" r="38" />
        <circle cx="150" cy="336" r="26" />
        <rect x="106" y="340" width="10" height="26" />
      </g>
      {/* The green, a bunker and the flag */}
      <ellipse cx="520" cy="420" rx="190" ry="46" fill="#7fb995" />
      <ellipse cx="330" cy="448" rx="70" ry="18" fill="#e6d8b8" />
      <path d="M0 470 C200 446 420 452 800 470 V500 H0Z" fill="#175535" />
      <ellipse cx="560" cy="420" rx="11" ry="4" fill="#0e3723" />
      <rect x="556" y="268" width="7" height="152" rx="3.5" fill="#fdfbf6" />
      <path d="M563 268 L626 290 L563 312Z" fill="#c1952c" />
    </svg>
  );
}
