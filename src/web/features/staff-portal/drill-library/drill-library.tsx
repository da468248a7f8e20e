import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { drillCatalogue } from '@/core/content/coaching/drill-catalogue';
import { DRILL_DIFFICULTIES, type Drill } from '@/core/content/coaching/schemas';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Field } from '@/web/components/ui/field';
import { SearchField } from '@/web/components/ui/search-field';
import { Select } from '@/web/components/ui/select';
import { useStaffSession } from '../api/session';
import { AssignDrillDialog } from './assign-drill-dialog';
import { DrillCard } from './drill-card';
import {
  DIFFICULTY_LABELS,
  type DrillFilters,
  filterDrills,
  LIBRARY_CATEGORIES,
  LIBRARY_CATEGORY_LABELS,
  NO_FILTERS,
} from './drill-filters';

function FilterBar({ filters, onChange }: { filters: DrillFilters; onChange(next: DrillFilters): void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <SearchField
        label="Search drills"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        placeholder="Title or objective"
      />
      <Field label="Category">
        <Select
          value={filters.category}
          onChange={(event) =>
            onChange({ ...filters, category: event.target.value as DrillFilters['category'] })
          }
        >
          <option value="all">All categories</option>
          {LIBRARY_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {LIBRARY_CATEGORY_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Level">
        <Select
          value={filters.level}
          onChange={(event) => onChange({ ...filters, level: event.target.value as DrillFilters['level'] })}
        >
          <option value="all">All levels</option>
          {DRILL_DIFFICULTIES.map((value) => (
            <option key={value} value={value}>
              {DIFFICULTY_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

/**
 * The drill library (staff-portal §2): the built-in catalogue, searched and filtered in the browser, and
 * an Assign dialog per drill. The catalogue ships with the app, so there is nothing to load but the
 * coach's students, which the dialog fetches when it opens.
 */
export function DrillLibrary() {
  const session = useStaffSession();
  const [filters, setFilters] = useState<DrillFilters>(NO_FILTERS);
  const [drill, setDrill] = useState<Drill | null>(null);
  const shown = filterDrills(drillCatalogue, filters);
  const filtered = shown.length !== drillCatalogue.length;

  return (
    <section aria-labelledby="drill-library-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="drill-library-heading" className="font-display text-2xl font-semibold text-ink-900">
          Drill Library
        </h2>
        <p className="mt-1 text-base text-ink-600">
          Practice drills from the P9 curriculum, each with a benchmark to aim for. Assign one to give it to
          your students as a challenge.
        </p>
      </div>
      <FilterBar filters={filters} onChange={setFilters} />
      <p className="text-sm font-medium text-ink-600" role="status">
        {filtered ? `${shown.length} of ${drillCatalogue.length} drills` : `${drillCatalogue.length} drills`}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No drills found"
          text="No drill matches your search and filters. Try other words, or another category or level."
          action={
            <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <ul aria-label="Drills" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((d) => (
            <li key={d.id} className="flex">
              <DrillCard drill={d} onAssign={setDrill} />
            </li>
          ))}
        </ul>
      )}
      {drill && session.data && (
        <AssignDrillDialog drill={drill} staffId={session.data.id} onClose={() => setDrill(null)} />
      )}
    </section>
  );
}
