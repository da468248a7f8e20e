import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  type AdminTestimonial,
  TESTIMONIAL_PAGE_LABELS,
  TESTIMONIAL_PAGES,
  testimonialCreateBody,
} from '@/core/contracts/testimonials';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { controlClasses, Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useAddTestimonial, useUpdateTestimonial } from './api/testimonials';

const shape = testimonialCreateBody.shape;
/** The boxes as they hold text, checked by the contract's rules (the order box's text made a number). */
const testimonialForm = z.object({
  page: shape.page,
  quote: shape.quote,
  name: shape.name,
  role: shape.role,
  displayOrder: z
    .string()
    .transform((value) => (value.trim() === '' ? Number.NaN : Number(value)))
    .pipe(shape.displayOrder.unwrap()),
  shown: z.boolean(),
});
type FormValues = z.input<typeof testimonialForm>;
const FIELDS = ['page', 'quote', 'name', 'role', 'displayOrder', 'shown'] as const;
const FALLBACK = {
  server: 'The testimonial could not be saved.',
  network: 'The testimonial could not be saved. Please check your connection.',
};

const initialValues = (t: AdminTestimonial | undefined): FormValues => ({
  page: t?.page ?? 'home',
  quote: t?.quote ?? '',
  name: t?.name ?? '',
  role: t?.role ?? '',
  displayOrder: String(t?.displayOrder ?? 0),
  shown: t?.shown ?? true,
});

/** Adds a testimonial to a page, or edits one. */
export function TestimonialDialog({
  testimonial,
  open,
  onOpenChange,
}: {
  testimonial?: AdminTestimonial;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const add = useAddTestimonial();
  const update = useUpdateTestimonial();
  const busy = add.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(testimonialForm, { defaultValues: initialValues(testimonial) });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      if (testimonial) await update.mutateAsync({ id: testimonial.id, patch: values });
      else await add.mutateAsync(values);
      notify.success(testimonial ? 'Testimonial saved.' : 'Testimonial added.');
      onOpenChange(false);
    } catch (error) {
      setMessage(
        showServerFieldErrors(error, setError, FIELDS)
          ? 'Please check the fields marked in red.'
          : errorMessageFor(error, FALLBACK),
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{testimonial ? 'Edit testimonial' : 'Add a testimonial'}</DialogTitle>
          <DialogDescription>A quote from a parent or golfer, shown on one public page.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <Field label="Page" error={errors.page?.message}>
            <Select {...register('page')}>
              {TESTIMONIAL_PAGES.map((page) => (
                <option key={page} value={page}>
                  {TESTIMONIAL_PAGE_LABELS[page]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Quote" error={errors.quote?.message} required id="testimonial-quote">
            <textarea
              id="testimonial-quote"
              aria-invalid={errors.quote ? true : undefined}
              {...register('quote')}
              rows={4}
              maxLength={600}
              className={cn(controlClasses, 'py-3')}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" hint="For example Sophie T." error={errors.name?.message} required>
              <Input maxLength={80} {...register('name')} />
            </Field>
            <Field
              label="Who they are"
              hint="For example Parent of Harry, 9."
              error={errors.role?.message}
              required
            >
              <Input maxLength={120} {...register('role')} />
            </Field>
            <Field
              label="Order on the page"
              hint="Lower numbers come first."
              error={errors.displayOrder?.message}
            >
              <Input type="number" inputMode="numeric" min={0} max={9999} {...register('displayOrder')} />
            </Field>
          </div>
          <Controller
            control={control}
            name="shown"
            render={({ field }) => (
              <Checkbox
                label="Show on the page"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          {message && <Alert tone="error">{message}</Alert>}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} loadingText="Saving...">
              {testimonial ? 'Save testimonial' : 'Add testimonial'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
