import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api';

/**
 * The one way a portal form is built: react-hook-form, validated by the contract's own zod schema (the one
 * the server validates with), checked on submit and then again as each refused field is corrected. Not when
 * a field is left: leaving one to press Cancel would raise an error that moves the button being pressed. A form whose fields differ
 * from the request body (a confirmation box, a file) uses a schema derived from the contract's with
 * `.extend`/`.pick`, never a hand-written copy of its rules.
 */
export function useContractForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    ...options,
    // The resolver's generic types cannot follow a schema passed through a generic parameter.
    resolver: zodResolver(schema as never) as never,
  });
}

/**
 * Puts the server's per-field messages (a 400's `fields`) under the form's own fields, focusing the first.
 * Returns whether any landed: when none did, the form shows the server's message in its banner instead.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly Path<Values>[],
): boolean {
  if (!isApiError(error)) return false;
  const fields = error.fieldErrors;
  let first = true;
  for (const name of fieldNames) {
    const message = fields[name];
    if (!message) continue;
    setError(name, { message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}

/** Whether a failed request's error is about one of the form's fields (so it needs no banner). */
export function isFieldError(error: unknown, fieldNames: readonly string[]): boolean {
  return isApiError(error) && fieldNames.some((name) => Boolean(error.fieldErrors[name]));
}
