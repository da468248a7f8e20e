import { useQuery } from '@tanstack/react-query';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { TabsContent } from '@/web/components/ui/tabs';
import { coachesQuery } from '@/web/lib/coaches-query';
import {
  type FlagName,
  PROFILE_SECTIONS,
  type ProfileFormValues,
  type ProfileSection,
  type TextFieldName,
} from './profile-form-model';
import { TextArea } from './text-area';

/**
 * The profile's controls, bound to the form above them: a text box, a long text and a consent box, each
 * read-only until the student chooses Edit Profile, with the field's error under it.
 */
export function useProfileFields(editing: boolean) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfileFormValues>();

  const text = (
    name: TextFieldName,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <Field label={label} hint={hint} error={errors[name]?.message}>
      <Input {...register(name)} disabled={!editing} {...props} />
    </Field>
  );
  const longText = (name: TextFieldName, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]?.message} className="sm:col-span-2">
      <TextArea {...register(name)} disabled={!editing} />
    </Field>
  );
  const flag = (name: FlagName, label: string, hint: string, locked = false) => (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            label={label}
            hint={hint}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            disabled={!editing || locked}
          />
        )}
      />
      {errors[name] && <p className="mt-1 text-sm font-medium text-error-700">{errors[name].message}</p>}
    </div>
  );
  return { text, longText, flag, register, control, errors };
}

export function Section({
  value,
  heading,
  children,
}: {
  value: ProfileSection;
  heading?: string;
  children: ReactNode;
}) {
  const meta = PROFILE_SECTIONS.find((s) => s.value === value)!;
  return (
    <TabsContent value={value} className="pt-6">
      <h2 className="mb-4 font-display text-xl font-semibold text-ink-900">{heading ?? meta.heading}</h2>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </TabsContent>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <h3 className="border-t border-line pt-4 text-base font-semibold text-fairway-800 first:border-0 first:pt-0 sm:col-span-2">
      {children}
    </h3>
  );
}

export function PrivateNote() {
  return (
    <p className="text-base text-ink-600 sm:col-span-2">
      These details are private to the student, their coach and the academy's administrators.
    </p>
  );
}

/** The coach list from GET /api/coaches, first and last names (student-portal §3). */
export function CoachChoice({
  value,
  onChange,
  onBlur,
  disabled,
  ref,
}: {
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  disabled: boolean;
  ref?: Ref<HTMLSelectElement>;
}) {
  const coaches = useQuery(coachesQuery);
  const list = coaches.data ?? [];
  const known = list.some((c) => c.id === value);
  return (
    <Select
      ref={ref}
      name="assigned_coach_id"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      disabled={disabled || coaches.isPending}
    >
      <option value="">{coaches.isPending ? 'Loading coaches...' : 'No coach chosen'}</option>
      {value && !known && !coaches.isPending && <option value={value}>Your current coach</option>}
      {list.map((coach) => (
        <option key={coach.id} value={coach.id}>
          {coach.first_name} {coach.last_name}
        </option>
      ))}
    </Select>
  );
}
