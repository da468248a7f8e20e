import { useQuery } from '@tanstack/react-query';
import { Pencil, RotateCcw, Save, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { StudentUser } from '@/core/contracts/auth';
import { DOMINANT_HANDS, SKILL_LEVELS, type StudentProfile } from '@/core/contracts/student-profile';
import { MEMBERSHIP_TIER_LABELS } from '@/core/rules/membership-tiers';
import { Alert } from '@/web/components/ui/alert';
import { TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { Select } from '@/web/components/ui/select';
import { LoadingState } from '@/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { isApiError } from '@/web/lib/api';
import { coachesQuery } from '@/web/lib/coaches-query';
import {
  type BooleanFieldName,
  formValuesFrom,
  PROFILE_SECTIONS,
  type ProfileFormValues,
  type ProfileSection,
  SECTION_OF,
  type TextFieldName,
  updateBodyFrom,
} from './profile-form-model';
import { StorageCard } from './storage-card';
import { useStudentProfile, useUpdateStudentProfile } from './student-profile-query';
import { TextArea } from './text-area';
import { YourDataCard } from './your-data-card';

type Notice = { tone: 'success' | 'error'; text: string } | null;

const SKILL_LABELS: Record<(typeof SKILL_LEVELS)[number], string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};
const HAND_LABELS: Record<(typeof DOMINANT_HANDS)[number], string> = { right: 'Right', left: 'Left' };

/** My Profile: read-only until Edit Profile; Cancel reloads what is saved (student-portal §2, §4, §8). */
export function ProfilePanel({ user }: { user: StudentUser }) {
  const profile = useStudentProfile(user);

  return (
    <section>
      <PanelHeading title="My Profile" description="Manage your personal information and preferences" />
      {profile.isPending ? (
        <Card>
          <LoadingState text="Loading your profile..." />
        </Card>
      ) : profile.isError ? (
        <LoadError
          title="We could not load your profile"
          onRetry={() => profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <ProfileEditor profile={profile.data} reload={async () => (await profile.refetch()).data} />
          <StorageCard studentId={profile.data.id} />
          <YourDataCard studentId={profile.data.id} />
        </div>
      )}
    </section>
  );
}

function ProfileEditor({
  profile,
  reload,
}: {
  profile: StudentProfile;
  reload: () => Promise<StudentProfile | undefined>;
}) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesFrom(profile));
  const [section, setSection] = useState<ProfileSection>('personal');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const save = useUpdateStudentProfile(profile.id);

  const setText = (name: TextFieldName, value: string) =>
    setValues((v) => ({ ...v, text: { ...v.text, [name]: value } }));
  const setFlag = (name: BooleanFieldName, value: boolean) =>
    setValues((v) => ({ ...v, flags: { ...v.flags, [name]: value } }));

  function startEditing() {
    setNotice(null);
    setErrors({});
    setEditing(true);
  }

  async function cancel() {
    setEditing(false);
    setErrors({});
    setNotice(null);
    const fresh = await reload();
    setValues(formValuesFrom(fresh ?? profile));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setNotice(null);
    setErrors({});
    try {
      const saved = await save.mutateAsync(updateBodyFrom(values, profile));
      setValues(formValuesFrom(saved));
      setEditing(false);
      setNotice({ tone: 'success', text: 'Profile updated successfully!' });
    } catch (error) {
      if (isApiError(error)) {
        const fields = error.fieldErrors;
        setErrors(fields);
        const first = Object.keys(fields).find((name) => name in SECTION_OF) as
          | keyof typeof SECTION_OF
          | undefined;
        if (first) setSection(SECTION_OF[first]);
        setNotice({ tone: 'error', text: 'Failed to save profile. Please try again.' });
      } else {
        setNotice({ tone: 'error', text: 'Error saving profile. Please check your connection.' });
      }
    }
  }

  const text = (
    name: TextFieldName,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <Field label={label} hint={hint} error={errors[name]}>
      <Input
        name={name}
        value={values.text[name]}
        onChange={(e) => setText(name, e.target.value)}
        disabled={!editing}
        {...props}
      />
    </Field>
  );
  const longText = (name: TextFieldName, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]} className="sm:col-span-2">
      <TextArea
        name={name}
        value={values.text[name]}
        onChange={(e) => setText(name, e.target.value)}
        disabled={!editing}
      />
    </Field>
  );
  const flag = (name: BooleanFieldName, label: string, hint: string) => (
    <div className="sm:col-span-2">
      <Checkbox
        label={label}
        hint={hint}
        checked={values.flags[name]}
        onCheckedChange={(checked) => setFlag(name, checked === true)}
        disabled={!editing}
      />
      {errors[name] && <p className="mt-1 text-sm font-medium text-error-700">{errors[name]}</p>}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="My Profile">
      <Card>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="flex min-w-0 items-center gap-3">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
                <UserRound className="size-6" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="truncate font-display text-xl font-semibold text-ink-900">
                  {profile.first_name} {profile.last_name}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-ink-600">
                  <span className="break-all">@{profile.username}</span>
                  <TierBadge tier={profile.membership_tier} />
                  <span className="sr-only">
                    membership: {MEMBERSHIP_TIER_LABELS[profile.membership_tier]}
                  </span>
                </p>
              </div>
            </div>
            <div className="flex w-full flex-wrap gap-3 sm:w-auto">
              {editing ? (
                <>
                  <Button
                    variant="secondary"
                    className="flex-1 px-4! sm:flex-none sm:px-6!"
                    onClick={() => void cancel()}
                    disabled={save.isPending}
                  >
                    <RotateCcw aria-hidden="true" />
                    Cancel
                  </Button>
                  <Button
                    type="submit"
                    className="flex-1 px-4! sm:flex-none sm:px-6!"
                    loading={save.isPending}
                    loadingText="Saving..."
                  >
                    <Save aria-hidden="true" />
                    Save Changes
                  </Button>
                </>
              ) : (
                <Button onClick={startEditing}>
                  <Pencil aria-hidden="true" />
                  Edit Profile
                </Button>
              )}
            </div>
          </div>

          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

          <Tabs value={section} onValueChange={(v) => setSection(v as ProfileSection)}>
            <TabsList
              variant="underline"
              aria-label="Profile sections"
              className="justify-between sm:justify-start"
            >
              {PROFILE_SECTIONS.map((s) => (
                <TabsTrigger
                  key={s.value}
                  value={s.value}
                  className="px-1.5! text-sm! sm:px-4! sm:text-base!"
                >
                  {s.label}
                </TabsTrigger>
              ))}
            </TabsList>

            <Section value="personal">
              {text('first_name', 'First Name', { autoComplete: 'given-name' })}
              {text('last_name', 'Last Name', { autoComplete: 'family-name' })}
              {text(
                'email',
                'Email',
                { type: 'email', autoComplete: 'email' },
                // A new address is used only once the link mailed to it is opened.
                profile.pending_email
                  ? `pending: ${profile.pending_email} (open the link we sent to it)`
                  : undefined,
              )}
              {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
              {text('date_of_birth', 'Date of Birth', { type: 'date' })}
              <Field label="Age" hint="Worked out from your date of birth">
                <Input value={profile.age ?? ''} disabled readOnly />
              </Field>
              {text('address_line_1', 'Address Line 1', { autoComplete: 'address-line1' })}
              {text('address_line_2', 'Address Line 2 (optional)', { autoComplete: 'address-line2' })}
              {text('city', 'Town or City', { autoComplete: 'address-level2' })}
              {text('state', 'County', { autoComplete: 'address-level1' })}
              {text('postal_code', 'Postcode', { autoComplete: 'postal-code' })}
            </Section>

            <Section value="golf">
              <Field label="Skill Level" error={errors.skill_level}>
                <Select
                  name="skill_level"
                  value={values.text.skill_level}
                  onChange={(e) => setText('skill_level', e.target.value)}
                  disabled={!editing}
                >
                  <option value="">Not set</option>
                  {SKILL_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {SKILL_LABELS[level]}
                    </option>
                  ))}
                </Select>
              </Field>
              {text('handicap', 'Handicap', { type: 'number', step: '0.1', inputMode: 'decimal' })}
              <Field label="Dominant Hand" error={errors.dominant_hand}>
                <Select
                  name="dominant_hand"
                  value={values.text.dominant_hand}
                  onChange={(e) => setText('dominant_hand', e.target.value)}
                  disabled={!editing}
                >
                  <option value="">Not set</option>
                  {DOMINANT_HANDS.map((hand) => (
                    <option key={hand} value={hand}>
                      {HAND_LABELS[hand]}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Assigned Coach" error={errors.assigned_coach_id}>
                <CoachChoice
                  value={values.text.assigned_coach_id}
                  onChange={(id) => setText('assigned_coach_id', id)}
                  disabled={!editing}
                />
              </Field>
              {longText('previous_golf_experience', 'Previous Golf Experience')}
              {longText('goals', 'Goals', 'What would you like to achieve this year?')}
              {longText('notes', 'Notes', 'Anything else your coach should know')}
            </Section>

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

            <Section value="emergency" heading="Emergency Contact & Permissions">
              {'parent_guardian_1_name' in profile ? (
                <>
                  <SubHeading>Parent or Guardian</SubHeading>
                  {text('parent_guardian_1_name', 'Name', { autoComplete: 'off' })}
                  {text('parent_guardian_1_relationship', 'Relationship')}
                  {text('parent_guardian_1_email', 'Email', { type: 'email' })}
                  {text('parent_guardian_1_phone', 'Phone', { type: 'tel' })}
                  {text('parent_guardian_1_work_phone', 'Work Phone', { type: 'tel' })}
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
                'The academy may film and photograph sessions for coaching; never shown publicly without asking.',
              )}
              {flag('marketing_consent', 'Marketing emails', 'News about camps, programmes and offers.')}
            </Section>
          </Tabs>
        </CardContent>
      </Card>
    </form>
  );
}

function Section({
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

function SubHeading({ children }: { children: ReactNode }) {
  return (
    <h3 className="border-t border-line pt-4 text-base font-semibold text-fairway-800 first:border-0 first:pt-0 sm:col-span-2">
      {children}
    </h3>
  );
}

function PrivateNote() {
  return (
    <p className="text-base text-ink-600 sm:col-span-2">
      These details are private to the student, their coach and the academy's administrators.
    </p>
  );
}

/** The coach list from GET /api/coaches, first and last names (student-portal §3). */
function CoachChoice({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (id: string) => void;
  disabled: boolean;
}) {
  const coaches = useQuery(coachesQuery);
  const list = coaches.data ?? [];
  const known = list.some((c) => c.id === value);
  return (
    <Select
      name="assigned_coach_id"
      value={value}
      onChange={(e) => onChange(e.target.value)}
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
