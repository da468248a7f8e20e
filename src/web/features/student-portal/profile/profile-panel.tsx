import type { StudentUser } from '@/core/contracts/auth';
import { Card } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { LoadingState } from '@/web/components/ui/spinner';
import { ConsentsCard } from '../consents/consents-card';
import { EmailPreferencesCard } from './email-preferences-card';
import { ProfileEditor } from './profile-editor';
import { StorageCard } from './storage-card';
import { useStudentProfile } from './student-profile-query';
import { YourDataCard } from './your-data-card';

/**
 * My Profile: the profile form, consents, e-mails, upload space and the student's data (student-portal §2, §4,
 * §8).
 */
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
          <ConsentsCard studentId={profile.data.id} firstName={profile.data.first_name} audience="self" />
          <EmailPreferencesCard />
          <StorageCard studentId={profile.data.id} />
          <YourDataCard studentId={profile.data.id} />
        </div>
      )}
    </section>
  );
}
