import type { StaffUser } from '@/core/contracts/auth';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { ADMIN_SECTIONS, useAdminSection } from './admin-sections';
import { FailedMailSection } from './mail/failed-mail-section';
import { StaffSection } from './staff/staff-section';
import { StudentsSection } from './students/students-section';
import { WaitingListSection } from './waiting-list/waiting-list-section';

/**
 * Academy (admins): the staff accounts, every student's tier and coach, the website's waiting list, and
 * e-mail that could not be delivered.
 */
export function AdminTab({ user }: { user: StaffUser }) {
  const [section, select] = useAdminSection();
  return (
    <section>
      <PanelHeading
        title="Academy"
        description="Staff accounts, every student's tier and coach, families on the waiting list, and e-mail that could not be delivered."
      />
      <Tabs
        value={section}
        onValueChange={(value) => {
          const next = ADMIN_SECTIONS.find((s) => s.value === value);
          if (next) select(next.value);
        }}
      >
        <TabsList aria-label="Academy sections" className="mb-6 max-w-lg">
          {ADMIN_SECTIONS.map(({ value, label }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="px-2 text-sm whitespace-nowrap sm:px-4 sm:text-base"
            >
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="staff">
          <StaffSection selfId={user.id} />
        </TabsContent>
        <TabsContent value="students">
          <StudentsSection />
        </TabsContent>
        <TabsContent value="waiting-list">
          <WaitingListSection />
        </TabsContent>
        <TabsContent value="mail">
          <FailedMailSection />
        </TabsContent>
      </Tabs>
    </section>
  );
}
