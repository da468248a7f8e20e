import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { FamilyChild } from '@/core/contracts/family';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { dataExportUrl } from '../profile/api/request-account-deletion';
import { familyDataExportUrl } from './api/family-data';
import { DeleteChildDialog } from './delete-child-dialog';
import { DeleteFamilyDialog } from './delete-family-dialog';

/** Your data: the family's and each child's data to download, and asking for accounts to be deleted. */
export function FamilyDataCard({ family }: { family: readonly FamilyChild[] }) {
  const [deletingChild, setDeletingChild] = useState<FamilyChild | null>(null);
  const [deletingFamily, setDeletingFamily] = useState(false);

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <div>
          <h2 className="font-display text-2xl font-semibold text-ink-900">Your data</h2>
          <p className="mt-1 text-base text-ink-600">
            Download a copy of everything the academy keeps about your family, including photos and videos, or
            ask us to delete an account. Deleting always waits for the link we e-mail you.
          </p>
        </div>
        <a
          href={familyDataExportUrl}
          download
          className={buttonClasses({ variant: 'secondary', className: 'self-start' })}
        >
          <Download aria-hidden="true" />
          Download your family's data
        </a>
        {family.length > 0 && (
          <ul className="flex flex-col divide-y divide-line" aria-label="Each child's data">
            {family.map((child) => (
              <li
                key={child.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="font-semibold">{child.firstName}</span>
                <span className="flex flex-wrap gap-2">
                  <a
                    href={dataExportUrl(child.id)}
                    download
                    className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  >
                    <Download aria-hidden="true" />
                    Download {child.firstName}'s data
                  </a>
                  <Button variant="ghost" size="sm" onClick={() => setDeletingChild(child)}>
                    <Trash2 aria-hidden="true" />
                    Delete {child.firstName}'s account
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Button variant="destructive" className="self-start" onClick={() => setDeletingFamily(true)}>
          <Trash2 aria-hidden="true" />
          Delete your family account
        </Button>
      </CardContent>
      {deletingChild && (
        <DeleteChildDialog
          key={deletingChild.id}
          child={deletingChild}
          open
          onOpenChange={(open) => !open && setDeletingChild(null)}
        />
      )}
      <DeleteFamilyDialog family={family} open={deletingFamily} onOpenChange={setDeletingFamily} />
    </Card>
  );
}
