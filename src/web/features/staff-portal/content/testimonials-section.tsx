import { Eye, EyeOff, MessageSquareQuote, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { type AdminTestimonial, TESTIMONIAL_PAGE_LABELS } from '@/core/contracts/testimonials';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { useTestimonials, useUpdateTestimonial } from './api/testimonials';
import { TestimonialDialog } from './testimonial-dialog';

/** The quotes on the public pages, by page and order: add, edit, hide and show again (admins). */
export function TestimonialsAdminSection() {
  const testimonials = useTestimonials();
  const update = useUpdateTestimonial();
  const [dialog, setDialog] = useState<{ key: number; testimonial?: AdminTestimonial } | undefined>();
  const list = testimonials.data?.testimonials ?? [];

  function toggle(t: AdminTestimonial) {
    update.mutate(
      { id: t.id, patch: { shown: !t.shown } },
      {
        onSuccess: () => notify.success(t.shown ? 'Testimonial hidden.' : 'Testimonial shown.'),
        onError: () => notify.error('The testimonial could not be changed. Please try again.'),
      },
    );
  }

  return (
    <section aria-labelledby="testimonials-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="testimonials-heading" className="font-display text-2xl font-semibold">
            Testimonials
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            Quotes on the public pages. A page you have added none for shows the academy’s standard quotes.
          </p>
        </div>
        <Button onClick={() => setDialog({ key: Date.now() })}>
          <Plus aria-hidden="true" />
          Add testimonial
        </Button>
      </div>
      {testimonials.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-busy="true">
          <span className="sr-only">Loading testimonials</span>
          <Skeleton className="h-20 w-full" />
        </div>
      ) : testimonials.isError ? (
        <LoadError
          title="The testimonials could not be loaded"
          onRetry={() => testimonials.refetch()}
          retrying={testimonials.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={MessageSquareQuote}
          title="No testimonials added yet"
          text="The public pages show the academy’s standard quotes until you add some."
        />
      ) : (
        <ol className="flex flex-col gap-3">
          {list.map((t) => (
            <li
              key={t.id}
              data-testid="testimonial"
              className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-1.5">
                  <h3 className="font-semibold text-ink-900">{t.name}</h3>
                  <Badge tone="neutral">{TESTIMONIAL_PAGE_LABELS[t.page]}</Badge>
                  {!t.shown && <Badge tone="warning">Hidden</Badge>}
                </div>
                <p className="mt-1 line-clamp-2 text-sm text-ink-600">
                  “{t.quote}” · {t.role} · Order {t.displayOrder}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Edit the testimonial from ${t.name}`}
                  onClick={() => setDialog({ key: Date.now(), testimonial: t })}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={update.isPending}
                  aria-label={`${t.shown ? 'Hide' : 'Show'} the testimonial from ${t.name}`}
                  onClick={() => toggle(t)}
                >
                  {t.shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  {t.shown ? 'Hide' : 'Show'}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {dialog && (
        <TestimonialDialog
          key={dialog.key}
          testimonial={dialog.testimonial}
          open
          onOpenChange={(open) => !open && setDialog(undefined)}
        />
      )}
    </section>
  );
}
