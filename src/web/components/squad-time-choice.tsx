import { SQUAD_TIME_LABELS, SQUAD_TIMES, type SquadTime } from '@/core/rules/membership-state';

/**
 * The squad's Friday time, chosen when joining: on the squad page and on the Membership page alike. Each
 * choice is a whole-row label at least 44 px tall, for a thumb.
 */
export function SquadTimeChoice({
  name,
  value,
  onChange,
}: {
  /** The radio group's name, unique on its page. */
  name: string;
  value: SquadTime | undefined;
  onChange: (time: SquadTime) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-base font-semibold">Friday time</legend>
      {SQUAD_TIMES.map((time) => (
        <label key={time} className="flex min-h-11 items-center gap-3 text-base">
          <input
            type="radio"
            name={name}
            value={time}
            checked={value === time}
            onChange={() => onChange(time)}
            className="size-5 accent-fairway-700"
          />
          {SQUAD_TIME_LABELS[time]}
        </label>
      ))}
    </fieldset>
  );
}
