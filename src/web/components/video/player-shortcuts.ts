import { PLAYBACK_RATES } from '@/core/rules/video-frames';

/** The analysis player's keyboard shortcuts, as the help panel lists them. */
export const PLAYER_SHORTCUTS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['Space', 'K'], action: 'Play or pause' },
  { keys: [','], action: 'Back one frame (pauses first)' },
  { keys: ['.'], action: 'Forward one frame (pauses first)' },
  { keys: ['←', '→'], action: 'On the scrub bar: one frame (Shift: ten)' },
  { keys: ['Home', 'End'], action: 'On the scrub bar: first or last frame' },
  { keys: ['1', '2', '3', '4', '5'], action: `Speed ${PLAYBACK_RATES.map((r) => `${r}×`).join(', ')}` },
  { keys: ['-', '+'], action: 'Slower or faster' },
  { keys: ['A', 'B'], action: 'Set the loop’s start (A) or end (B) at this frame' },
  { keys: ['X'], action: 'Clear the loop' },
  { keys: ['F'], action: 'Full screen on or off' },
  { keys: ['?'], action: 'Show these shortcuts' },
];

/** What a key press asks of a player, or null when it is not one of its shortcuts. */
export type PlayerCommand =
  | { kind: 'toggle' }
  | { kind: 'step'; delta: 1 | -1 }
  | { kind: 'rate'; rate: number }
  | { kind: 'rateStep'; direction: 1 | -1 }
  | { kind: 'loopA' }
  | { kind: 'loopB' }
  | { kind: 'loopClear' }
  | { kind: 'fullscreen' }
  | { kind: 'help' };

export function commandFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const key = event.key;
  const digit = Number(key);
  if (/^[1-5]$/.test(key)) return { kind: 'rate', rate: PLAYBACK_RATES[digit - 1] as number } as const;
  switch (key.toLowerCase()) {
    case ' ':
    case 'k':
      return { kind: 'toggle' } as const;
    case ',':
      return { kind: 'step', delta: -1 } as const;
    case '.':
      return { kind: 'step', delta: 1 } as const;
    case '-':
    case '_':
      return { kind: 'rateStep', direction: -1 } as const;
    case '+':
    case '=':
      return { kind: 'rateStep', direction: 1 } as const;
    case 'a':
      return { kind: 'loopA' } as const;
    case 'b':
      return { kind: 'loopB' } as const;
    case 'x':
      return { kind: 'loopClear' } as const;
    case 'f':
      return { kind: 'fullscreen' } as const;
    case '?':
      return { kind: 'help' } as const;
    default:
      return null;
  }
}

/** Keys typed into a form field are the field's, not the player's. */
export function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !['range', 'checkbox', 'radio', 'button'].includes(target.type)
  );
}
