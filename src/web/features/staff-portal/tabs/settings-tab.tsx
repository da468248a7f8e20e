import type { ReactNode } from 'react';
import type { StaffUser } from '@/core/contracts/auth';
import { staffRoleLabel } from '@/core/rules/staff-roles';
import { Avatar } from '@/web/components/ui/avatar';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent } from '@/web/components/ui/card';
import { PanelHeading } from '@/web/components/ui/panel-heading';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-ink-600">{term}</dt>
      <dd className="min-w-0 text-base break-words text-ink-900">{children}</dd>
    </div>
  );
}

function List({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <span className="text-ink-600">{empty}</span>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge tone="brand">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Settings: the signed-in member of staff's profile, read-only (staff-portal §2). */
export function SettingsTab({ user }: { user: StaffUser }) {
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <section>
      <PanelHeading title="Settings" description="Your profile as the academy holds it." />
      <Card>
        <CardContent>
          <div className="flex items-center gap-4 border-b border-line pb-5">
            <Avatar name={fullName} src={user.avatar} size="lg" />
            <div className="min-w-0">
              <h2 className="truncate text-2xl font-semibold">{fullName}</h2>
              <p className="text-base text-ink-600">{staffRoleLabel(user.role)}</p>
            </div>
          </div>
          <dl className="divide-y divide-line">
            <Row term="First name">{user.firstName}</Row>
            <Row term="Last name">{user.lastName}</Row>
            <Row term="Email">{user.email}</Row>
            <Row term="Role">{staffRoleLabel(user.role)}</Row>
            <Row term="Specializations">
              <List items={user.specializations} empty="None listed" />
            </Row>
            <Row term="Certifications">
              <List items={user.certifications} empty="None listed" />
            </Row>
          </dl>
          <p className="mt-2 border-t border-line pt-4 text-sm text-ink-600">
            These details are read-only. To change them, ask an academy administrator.
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
