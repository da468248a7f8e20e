import type { UseQueryResult } from '@tanstack/react-query';
import { Field } from '@/web/components/ui/field';
import { Select } from '@/web/components/ui/select';

/**
 * The start times the diary offers on the chosen day, as the server listed them: a place-holder while they
 * load, and a plain sentence when there are none (the server decides again when the booking is sent).
 */
export function TimeChoice({
  times,
  value,
  onChange,
  error,
}: {
  times: UseQueryResult<string[]>;
  value: string;
  onChange: (time: string) => void;
  error?: string;
}) {
  const list = times.data ?? [];
  // A query waiting for its service and day is pending but not fetching.
  const hint = times.isPending
    ? times.fetchStatus === 'idle'
      ? 'Choose a service and a day first.'
      : 'Loading the free times…'
    : times.isError
      ? 'The free times could not be loaded. Choose another day or try again.'
      : list.length === 0
        ? 'Nothing is free on this day.'
        : `${list.length} free ${list.length === 1 ? 'time' : 'times'}`;
  return (
    <Field label="Time" hint={hint} error={error}>
      <Select value={value} onChange={(e) => onChange(e.target.value)} disabled={list.length === 0}>
        <option value="">Choose a time</option>
        {list.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </Select>
    </Field>
  );
}
