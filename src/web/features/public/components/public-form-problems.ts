import { isApiError } from '@/web/lib/api';

type Problems<K extends string> = Partial<Record<K, string>>;

/**
 * The server's messages for the fields this form has. `aliases` names a field as the server may (the booking
 * calls the participant's fields `participant.dateOfBirth` and so on).
 */
export function serverProblems<K extends string>(
  error: unknown,
  names: readonly K[],
  aliases: Partial<Record<K, string>> = {},
): Problems<K> {
  const fields = isApiError(error) ? error.fieldErrors : {};
  const found: Problems<K> = {};
  for (const name of names) {
    const alias = aliases[name];
    const message = fields[name] ?? (alias ? fields[alias] : undefined);
    if (message) found[name] = message;
  }
  return found;
}

/** Moves focus to the first field with a problem, in the form's order. */
export function focusFirstProblem<K extends string>(
  form: HTMLFormElement,
  names: readonly K[],
  problems: Problems<K>,
): void {
  const first = names.find((name) => problems[name]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
