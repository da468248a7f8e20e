import { text } from './common';

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date (yyyy-MM-dd); whether it lies in the future is the server's call, against its clock. */
export const dateOfBirthField = text('Date of birth', { message: 'Date of birth must be a date' })
  .trim()
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .refine((value) => value === null || isCalendarDate(value), 'Enter a date as yyyy-mm-dd')
  .refine((value) => value === null || value >= '1900-01-01', 'Enter a date after 1900');

/** A date of birth that must be given (registration, a child added to a family). */
export const requiredDateOfBirthField = text('Date of birth', { message: 'Date of birth is required' })
  .trim()
  .min(1, 'Date of birth is required')
  .refine(isCalendarDate, 'Enter a date as yyyy-mm-dd')
  .refine((value) => value >= '1900-01-01', 'Enter a date after 1900');
