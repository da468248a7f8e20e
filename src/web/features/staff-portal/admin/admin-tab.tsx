import type { StaffUser } from '@/core/contracts/auth';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { ADMIN_SECTIONS, useAdminSection } from './admin-sections';
import { FailedMailSection } from './mail/failed-mail-section';
import { MembershipsSection } from './memberships/memberships-section';
import { PaymentsSection } from './payments/payments-section';
import { StaffSection } from './staff/staff-section';
import { StudentsSection } from './students/students-section';
import { VideoConversionsSection } from './video/video-conversions-section';
import { WaitingListSection } from './waiting-list/waiting-list-section';

/**
 * Academy (admins): the staff accounts, every student's tier and coach, membership plans and prices, the website's waiting list, and
 * e-mail that could not be delivered, and the video conversion queue.
 */
export function AdminTab({ user }: { user: StaffUser }) {
  const [section, select] = useAdminSection();
  return (
    <section>
      <PanelHeading
        title="Academy"
        description="Staff accounts, every student's tier and coach, memberships, payments, families on the waiting list, e-mail that could not be delivered, and video conversions."
      />
      <Tabs
        value={section}
        onValueChange={(value) => {
          const next = ADMIN_SECTIONS.find((s) => s.value === value);
          if (next) select(next.value);
        }}
      >
        {/* Five sections do not fit one row on a phone: there the pills wrap onto a second. */}
        <TabsList
          aria-label="Academy sections"
          className="mb-6 max-w-2xl flex-wrap rounded-3xl sm:flex-nowrap sm:rounded-full"
        >
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
        <TabsContent value="memberships">
          <MembershipsSection />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsSection />
        </TabsContent>
        <TabsContent value="waiting-list">
          <WaitingListSection />
        </TabsContent>
        <TabsContent value="mail" className="flex flex-col gap-10">
          <FailedMailSection />
          <VideoConversionsSection />
        </TabsContent>
      </Tabs>
    </section>
  );
}
