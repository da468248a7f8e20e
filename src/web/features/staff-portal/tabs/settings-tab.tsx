import type { StaffUser } from '@/core/contracts/auth';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { ChangePasswordForm } from '../settings/change-password-form';
import { EmailPreferencesCard } from '../settings/email-preferences-card';
import { ProfileCard } from '../settings/profile-card';

/** Settings (staff-portal §2): the read-only profile, one's own password and which e-mails one gets. */
export function SettingsTab({ user }: { user: StaffUser }) {
  return (
    <section>
      <PanelHeading
        title="Settings"
        description="Your profile as the academy holds it, your password and your e-mails."
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ProfileCard user={user} />
        <div className="flex flex-col gap-6">
          <ChangePasswordForm />
          <EmailPreferencesCard />
        </div>
      </div>
    </section>
  );
}
