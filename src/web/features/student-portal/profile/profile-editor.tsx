import { Pencil, RotateCcw, Save, UserRound } from 'lucide-react';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { StudentProfile } from '@/core/contracts/student-profile';
import { MEMBERSHIP_TIER_LABELS } from '@/core/rules/membership-tiers';
import { Alert } from '@/web/components/ui/alert';
import { TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Tabs, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { isApiError } from '@/web/lib/api';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import {
  formValuesFrom,
  PROFILE_FIELDS,
  PROFILE_SECTIONS,
  type ProfileSection,
  profileForm,
  SECTION_OF,
  safeguardingLocks,
  updateBodyFrom,
} from './profile-form-model';
import { EmergencySection, GolfSection, MedicalSection, PersonalSection } from './profile-sections';
import { useUpdateStudentProfile } from './student-profile-query';

type Notice = { tone: 'success' | 'error'; text: string } | null;

const REFUSED: Notice = { tone: 'error', text: 'Failed to save profile. Please try again.' };

/** My Profile's form: read-only until Edit Profile; Cancel reloads what is saved (student-portal §2, §4, §8). */
export function ProfileEditor({
  profile,
  reload,
}: {
  profile: StudentProfile;
  reload: () => Promise<StudentProfile | undefined>;
}) {
  const [editing, setEditing] = useState(false);
  const [section, setSection] = useState<ProfileSection>('personal');
  const [notice, setNotice] = useState<Notice>(null);
  const save = useUpdateStudentProfile(profile.id);
  const locks = safeguardingLocks(profile);
  const form = useContractForm(profileForm, { defaultValues: formValuesFrom(profile) });
  const { handleSubmit, reset, clearErrors, setError } = form;

  // A refused save reads the same whether the browser or the server refused it: the spec's failure
  // text, each message under its field, and the section holding the first refused field opens.
  function refused(fieldNames: string[]) {
    const first = fieldNames.find((name) => Object.hasOwn(SECTION_OF, name)) as
      | keyof typeof SECTION_OF
      | undefined;
    if (first) setSection(SECTION_OF[first]);
    setNotice(REFUSED);
  }

  function startEditing() {
    setNotice(null);
    clearErrors();
    setEditing(true);
  }

  async function cancel() {
    setEditing(false);
    clearErrors();
    setNotice(null);
    const fresh = await reload();
    reset(formValuesFrom(fresh ?? profile));
  }

  const submit = handleSubmit(
    (values) => {
      setNotice(null);
      save.mutate(updateBodyFrom(values, profile), {
        onSuccess: (saved) => {
          reset(formValuesFrom(saved));
          setEditing(false);
          setNotice({ tone: 'success', text: 'Profile updated successfully!' });
        },
        onError: (error) => {
          if (!isApiError(error)) {
            setNotice({ tone: 'error', text: 'Error saving profile. Please check your connection.' });
            return;
          }
          showServerFieldErrors(error, setError, PROFILE_FIELDS);
          refused(Object.keys(error.fieldErrors));
        },
      });
    },
    (invalid) => refused(Object.keys(invalid)),
  );

  return (
    <FormProvider {...form}>
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
              <PersonalSection profile={profile} editing={editing} locks={locks} />
              <GolfSection editing={editing} />
              <MedicalSection profile={profile} editing={editing} />
              <EmergencySection profile={profile} editing={editing} locks={locks} />
            </Tabs>
          </CardContent>
        </Card>
      </form>
    </FormProvider>
  );
}
