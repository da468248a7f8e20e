import { CircleCheck, Download, Gift, Library, Unlock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Field } from '@/web/components/ui/field';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { SearchField } from '@/web/components/ui/search-field';
import { Select } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { useDownloads } from '../downloads/api/downloads';
import { CheckoutReturn } from '../downloads/checkout-return';
import { DownloadCard } from '../downloads/download-card';
import {
  categoriesOf,
  DEFAULT_FILTERS,
  type DownloadFilters,
  type DownloadSort,
  downloadStats,
  filterDownloads,
  SORT_LABELS,
  TYPE_LABELS,
  type TypeFilter,
} from '../downloads/download-filters';

/** Digital Downloads (student-portal §2): stats, search, filters, sorts and the items. */
export function DownloadsTab() {
  const downloads = useDownloads();
  const [filters, setFilters] = useState<DownloadFilters>(DEFAULT_FILTERS);
  const items = downloads.data?.downloads ?? [];
  const shown = useMemo(() => filterDownloads(items, filters), [items, filters]);
  const categories = useMemo(() => categoriesOf(items), [items]);
  const stats = downloadStats(items);
  const set = (patch: Partial<DownloadFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <section>
      <PanelHeading
        title="Digital Downloads"
        description="Practice plans, scorecards and audio from your coaches to take to the range."
      />

      <CheckoutReturn />

      <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="download-stats">
        <StatCard label="Total" value={downloads.data ? stats.total : '–'} icon={Library} />
        <StatCard label="Purchased" value={downloads.data ? stats.purchased : '–'} icon={CircleCheck} />
        <StatCard label="Free" value={downloads.data ? stats.free : '–'} icon={Gift} />
        <StatCard label="Available" value={downloads.data ? stats.available : '–'} icon={Unlock} />
      </div>

      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(13rem,1.1fr)]">
        <SearchField
          label="Search"
          className="col-span-2 lg:col-span-1"
          value={filters.search}
          onChange={(value) => set({ search: value })}
          placeholder="Title or description"
        />
        <Field label="Type">
          <Select value={filters.type} onChange={(e) => set({ type: e.target.value as TypeFilter })}>
            {(Object.keys(TYPE_LABELS) as TypeFilter[]).map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Category">
          <Select value={filters.category} onChange={(e) => set({ category: e.target.value })}>
            <option value="all">All categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Sort by" className="col-span-2 lg:col-span-1">
          <Select value={filters.sort} onChange={(e) => set({ sort: e.target.value as DownloadSort })}>
            {(Object.keys(SORT_LABELS) as DownloadSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      {downloads.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <p role="status" className="sr-only">
            Loading downloads…
          </p>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-80 rounded-xl" />
          ))}
        </div>
      )}
      {downloads.isError && (
        <LoadError
          title="Downloads could not be loaded"
          onRetry={() => downloads.refetch()}
          retrying={downloads.isFetching}
        />
      )}
      {downloads.data && shown.length === 0 && (
        <EmptyState
          icon={Download}
          as="h2"
          title="No downloads found"
          text="Try adjusting your search or filters"
        />
      )}
      {shown.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="downloads-list">
          {shown.map((item) => (
            <DownloadCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </section>
  );
}
