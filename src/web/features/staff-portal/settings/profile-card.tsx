import type { ReactNode } from 'react';
import type { StaffUser } from '@/core/contracts/auth';
import { staffRoleLabel } from '@/core/rules/staff-roles';
import { Avatar } from '@/web/components/ui/avatar';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent } from '@/web/components/ui/card';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-ink-600">{term}</dt>
      <dd className="min-w-0 text-base break-words text-ink-900">{children}</dd>
    </div>
  );
}

function Tags({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <span className="text-ink-600">{empty}</span>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge tone="brand" className="whitespace-normal">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** The signed-in member of staff as the academy holds them: read-only (staff-portal §2, §9). */
export function ProfileCard({ user }: { user: StaffUser }) {
  const fullName = `${user.firstName} ${user.lastName}`;
  const role = staffRoleLabel(user.role);
  return (
    <Card>
      <CardContent>
        <div className="flex items-center gap-4 border-b border-line pb-5">
          <Avatar name={fullName} src={user.avatar} size="lg" />
          <div className="min-w-0">
            <h2 className="font-display text-2xl font-semibold break-words text-ink-900">{fullName}</h2>
            <p className="text-base text-ink-600">{role}</p>
          </div>
        </div>
        <dl className="divide-y divide-line" aria-label="Your profile">
          <Row term="First name">{user.firstName}</Row>
          <Row term="Last name">{user.lastName}</Row>
          <Row term="Email">
            <span className="break-all">{user.email}</span>
          </Row>
          <Row term="Role">{role}</Row>
          <Row term="Specializations">
            <Tags items={user.specializations} empty="None listed" />
          </Row>
          <Row term="Certifications">
            <Tags items={user.certifications} empty="None listed" />
          </Row>
        </dl>
        <p className="mt-1 border-t border-line pt-4 text-sm text-ink-600">
          These details are read-only. To change them, ask an academy administrator.
        </p>
      </CardContent>
    </Card>
  );
}
