import { useState } from 'react';
import type { StaffUser } from '@/core/contracts/auth';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useDiaryCoaches } from './api/diary-coaches';
import { AvailabilityPanel } from './components/availability-panel';
import { BookingsDiary } from './components/bookings-diary';
import { ServicesPanel } from './components/services-panel';
import { SessionsPanel } from './components/sessions-panel';

type Section = 'diary' | 'availability' | 'services' | 'sessions';

/** Bookings: the diary of who is booked when, and (below it) running the diary itself. */
export function BookingsTab({ user }: { user: StaffUser }) {
  const isAdmin = user.role === 'admin';
  const [section, setSection] = useState<Section>('diary');
  const diary = useDiaryCoaches();
  const coaches = diary.data?.coaches ?? [];

  const sections: { value: Section; label: string }[] = [
    { value: 'diary', label: 'Diary' },
    { value: 'availability', label: 'Availability' },
    ...(isAdmin
      ? ([
          { value: 'services', label: 'Services' },
          { value: 'sessions', label: 'Sessions' },
        ] as const)
      : []),
  ];

  return (
    <section>
      <PanelHeading
        title="Bookings"
        description={
          isAdmin
            ? 'Lessons, camps and squads booked online and at the front desk, for every coach.'
            : 'Lessons, camps and squads booked with you, online and at the front desk.'
        }
      />
      <Tabs value={section} onValueChange={(value) => setSection(value as Section)}>
        <TabsList aria-label="Bookings sections" className="mb-5 max-w-xl">
          {sections.map((s) => (
            <TabsTrigger
              key={s.value}
              value={s.value}
              className="min-w-0 px-1.5 text-sm sm:px-4 sm:text-base"
            >
              {s.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="diary">
          <BookingsDiary isAdmin={isAdmin} coaches={coaches} />
        </TabsContent>
        <TabsContent value="availability">
          {diary.isPending && (
            <div className="flex flex-col gap-5">
              <p role="status" className="sr-only">
                Loading availability…
              </p>
              <Skeleton className="h-96 rounded-xl" />
            </div>
          )}
          {diary.isError && (
            <LoadError
              title="Availability could not be loaded"
              onRetry={() => diary.refetch()}
              retrying={diary.isFetching}
            />
          )}
          {diary.data && <AvailabilityPanel isAdmin={isAdmin} diary={diary.data} />}
        </TabsContent>
        {isAdmin && (
          <>
            <TabsContent value="services">
              <ServicesPanel coaches={coaches} />
            </TabsContent>
            <TabsContent value="sessions">
              <SessionsPanel coaches={coaches} />
            </TabsContent>
          </>
        )}
      </Tabs>
    </section>
  );
}
