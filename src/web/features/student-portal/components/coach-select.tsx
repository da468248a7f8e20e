import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import type { PublicCoach } from '@/core/contracts/coaches';
import { Select } from '@/web/components/ui/select';
import { coachesQuery } from '@/web/lib/coaches-query';

export function coachChoiceLabel(coach: PublicCoach): string {
  const name = `${coach.first_name} ${coach.last_name}`.trim() || 'Coach';
  return `${name} – ${coach.specializations[0] ?? 'Golf Coach'}`;
}

interface CoachSelectProps {
  ref?: Ref<HTMLSelectElement>;
  name: string;
  value?: string;
  onChange: React.ChangeEventHandler<HTMLSelectElement>;
  onBlur: React.FocusEventHandler<HTMLSelectElement>;
}

/** The registration's coach choice, from GET /api/coaches: each coach's name and first specialization. */
export function CoachSelect(props: CoachSelectProps) {
  const coaches = useQuery(coachesQuery);

  if (coaches.isPending) {
    return (
      <Select disabled {...props}>
        <option value="">Loading coaches...</option>
      </Select>
    );
  }
  if (coaches.isError || coaches.data.length === 0) {
    return (
      <Select disabled {...props}>
        <option value="">
          {coaches.isError ? 'Coaches could not be loaded' : 'No coaches available yet'}
        </option>
      </Select>
    );
  }
  return (
    <Select {...props}>
      {coaches.data.map((coach) => (
        <option key={coach.id} value={coach.id}>
          {coachChoiceLabel(coach)}
        </option>
      ))}
    </Select>
  );
}
