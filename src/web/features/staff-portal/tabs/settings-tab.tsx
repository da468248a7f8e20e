import type { StaffUser } from '@/core/contracts/auth';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { ChangePasswordForm } from '../settings/change-password-form';
import { ProfileCard } from '../settings/profile-card';

/** Settings (staff-portal §2): the read-only profile, and changing one's own password. */
export function SettingsTab({ user }: { user: StaffUser }) {
  return (
    <section>
      <PanelHeading title="Settings" description="Your profile as the academy holds it, and your password." />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ProfileCard user={user} />
        <ChangePasswordForm />
      </div>
    </section>
  );
}
