type ClassValue = string | false | null | undefined;

/** Joins class names, skipping falsy ones: `cn('a', isOn && 'b')`. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
