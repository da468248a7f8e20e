import { Fragment } from 'react';
import { Controller } from 'react-hook-form';
import { DOMINANT_HANDS, SKILL_LEVELS, type StudentProfile } from '@/core/contracts/student-profile';
import { DateInput } from '@/web/components/ui/date-input';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { formatDate } from '@/web/lib/format';
import { useActingStudent } from '../acting-student';
import { CoachChoice, PrivateNote, Section, SubHeading, useProfileFields } from './profile-fields';
import type { SafeguardingLocks } from './profile-form-model';

const SKILL_LABELS: Record<(typeof SKILL_LEVELS)[number], string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};
const HAND_LABELS: Record<(typeof DOMINANT_HANDS)[number], string> = { right: 'Right', left: 'Left' };

interface SectionProps {
  profile: StudentProfile;
  editing: boolean;
}

interface SafeguardingProps extends SectionProps {
  locks: SafeguardingLocks;
}

const NOT_YOURS = 'Only your parent or guardian, or the academy, can change';

export function PersonalSection({ profile, editing, locks }: SafeguardingProps) {
  const { text, control, errors } = useProfileFields(editing);
  return (
    <Section value="personal">
      {text('first_name', 'First Name', { autoComplete: 'given-name' })}
      {text('last_name', 'Last Name', { autoComplete: 'family-name' })}
      {text(
        'email',
        'Email',
        { type: 'email', autoComplete: 'email' },
        // A new address is used only once the link mailed to it is opened.
        profile.pending_email ? `pending: ${profile.pending_email} (open the link we sent to it)` : undefined,
      )}
      {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
      {editing && !locks.dateOfBirth ? (
        <Fragment key="date-of-birth-edited">
          <Field label="Date of Birth" error={errors.date_of_birth?.message}>
            <Controller
              control={control}
              name="date_of_birth"
              render={({ field }) => (
                <DateInput
                  ref={field.ref}
                  name={field.name}
                  clearable
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Field>
        </Fragment>
      ) : (
        // Shown as words while it is not being changed, like the other details here.
        <Field
          key="date-of-birth-shown"
          label="Date of Birth"
          hint={locks.dateOfBirth ? `${NOT_YOURS} this.` : undefined}
        >
          <Input value={profile.date_of_birth ? formatDate(profile.date_of_birth) : ''} disabled readOnly />
        </Field>
      )}
      <Field label="Age" hint="Worked out from your date of birth">
        <Input value={profile.age ?? ''} disabled readOnly />
      </Field>
      {text('address_line_1', 'Address Line 1', { autoComplete: 'address-line1' })}
      {text('address_line_2', 'Address Line 2 (optional)', { autoComplete: 'address-line2' })}
      {text('city', 'Town or City', { autoComplete: 'address-level2' })}
      {text('state', 'County', { autoComplete: 'address-level1' })}
      {text('postal_code', 'Postcode', { autoComplete: 'postal-code' })}
    </Section>
  );
}

export function GolfSection({ editing }: { editing: boolean }) {
  const { text, longText, register, control, errors } = useProfileFields(editing);
  return (
    <Section value="golf">
      <Field label="Skill Level" error={errors.skill_level?.message}>
        <Select {...register('skill_level')} disabled={!editing}>
          <option value="">Not set</option>
          {SKILL_LEVELS.map((level) => (
            <option key={level} value={level}>
              {SKILL_LABELS[level]}
            </option>
          ))}
        </Select>
      </Field>
      {text('handicap', 'Handicap', { type: 'number', step: '0.1', inputMode: 'decimal' })}
      <Field label="Dominant Hand" error={errors.dominant_hand?.message}>
        <Select {...register('dominant_hand')} disabled={!editing}>
          <option value="">Not set</option>
          {DOMINANT_HANDS.map((hand) => (
            <option key={hand} value={hand}>
              {HAND_LABELS[hand]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Assigned Coach" error={errors.assigned_coach_id?.message}>
        <Controller
          control={control}
          name="assigned_coach_id"
          render={({ field }) => (
            <CoachChoice
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={!editing}
            />
          )}
        />
      </Field>
      {longText('previous_golf_experience', 'Previous Golf Experience')}
      {longText('goals', 'Goals', 'What would you like to achieve this year?')}
      {longText('notes', 'Notes', 'Anything else your coach should know')}
    </Section>
  );
}

export function MedicalSection({ profile, editing }: SectionProps) {
  const { longText } = useProfileFields(editing);
  return (
    <Section value="medical">
      {'medical_conditions' in profile ? (
        <>
          {longText(
            'medical_conditions',
            'Medical Conditions',
            'Allergies, asthma, injuries: anything a coach should know in an emergency',
          )}
          {longText('dietary_restrictions', 'Dietary Restrictions')}
          <p className="text-sm text-ink-600 sm:col-span-2">
            Only you, your coach and the academy's administrators can see this section.
          </p>
        </>
      ) : (
        <PrivateNote />
      )}
    </Section>
  );
}

export function EmergencySection({ profile, editing, locks }: SafeguardingProps) {
  const { text, longText, flag } = useProfileFields(editing);
  const guardian = { disabled: !editing || locks.guardian };
  const byGuardian = useActingStudent()?.byGuardian ?? false;
  return (
    <Section value="emergency" heading="Emergency Contact & Permissions">
      {'parent_guardian_1_name' in profile ? (
        <>
          <SubHeading>Parent or Guardian</SubHeading>
          {locks.guardian && (
            <p className="-mt-3 text-sm text-ink-600 sm:col-span-2">
              {byGuardian
                ? 'You change your own details under Your details on Family.'
                : `${NOT_YOURS} these.`}
            </p>
          )}
          {text('parent_guardian_1_name', 'Name', { autoComplete: 'off', ...guardian })}
          {text('parent_guardian_1_relationship', 'Relationship', guardian)}
          {text('parent_guardian_1_email', 'Email', { type: 'email', ...guardian })}
          {text('parent_guardian_1_phone', 'Phone', { type: 'tel', ...guardian })}
          {text('parent_guardian_1_work_phone', 'Work Phone', { type: 'tel', ...guardian })}
          <SubHeading>Emergency Contact</SubHeading>
          {text('emergency_contact_name', 'Emergency Contact Name')}
          {text('emergency_contact_relationship', 'Emergency Contact Relationship')}
          {text('emergency_contact_phone', 'Emergency Contact Phone', { type: 'tel' })}
          {longText(
            'pickup_authorized_persons',
            'Authorised Pick-up Persons',
            'Who may collect a junior after a session',
          )}
        </>
      ) : (
        <PrivateNote />
      )}
      <SubHeading>Permissions</SubHeading>
      {flag(
        'photo_video_consent',
        'Photo and video consent',
        locks.consents
          ? 'Your parent or guardian gives this in the Family area.'
          : 'The academy may use photos and videos of you to promote the academy.',
        locks.consents,
      )}
      {flag(
        'marketing_consent',
        'Marketing emails',
        locks.consents
          ? 'Your parent or guardian gives this in the Family area.'
          : 'News about camps, programmes and offers.',
        locks.consents,
      )}
    </Section>
  );
}
