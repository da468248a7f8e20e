import type { ComponentProps } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { type AdminService, type DiaryCoach, serviceCreateBody } from '@/core/contracts/booking-admin';
import { depositProblem } from '@/core/rules/payment-rules';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field, useFieldControl } from '@/web/components/ui/field';
import { controlClasses, Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { useSaveBookingService } from '../api/booking-services';

function TextArea(props: ComponentProps<'textarea'>) {
  const control = useFieldControl({});
  return (
    <textarea {...props} {...control} rows={3} maxLength={2000} className={cn(controlClasses, 'py-2.5')} />
  );
}

/** '45.50' → 4550; anything that is not an amount of pounds and pence → NaN. */
function pence(pounds: string): number {
  const trimmed = pounds.trim().replace(/^£/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

const numberText = z.string().transform(Number);
const { shape } = serviceCreateBody;

/**
 * The service as the boxes hold it: the price and deposit typed in pounds and the numbers as text, under the
 * body's own names (so the server's messages land under them); the contract's own rules check what they
 * become, and the shared payment rule that a deposit is given and is no more than the price.
 */
const serviceForm = serviceCreateBody
  .extend({
    pricePence: z.string().transform(pence).pipe(shape.pricePence),
    // An empty box is no deposit: only the deposit rule needs one.
    depositPence: z
      .string()
      .transform((v) => (v.trim() === '' ? null : pence(v)))
      .pipe(shape.depositPence.unwrap()),
    duration: numberText.pipe(shape.duration),
    capacity: numberText.pipe(shape.capacity),
    slotStepMinutes: numberText.pipe(shape.slotStepMinutes.unwrap()),
    // An empty box leaves that end of the age range open.
    minAge: z
      .string()
      .transform((v) => (v.trim() === '' ? null : Number(v)))
      .pipe(shape.minAge.unwrap()),
    maxAge: z
      .string()
      .transform((v) => (v.trim() === '' ? null : Number(v)))
      .pipe(shape.maxAge.unwrap()),
  })
  .superRefine((form, ctx) => {
    const problem = depositProblem({
      paymentRule: form.paymentRule ?? 'venue',
      depositPence: form.depositPence,
      pricePence: form.pricePence,
    });
    if (problem) ctx.addIssue({ code: 'custom', path: ['depositPence'], message: problem });
  });
type ServiceFormValues = z.input<typeof serviceForm>;
const FIELDS = [
  'name',
  'description',
  'pricePence',
  'duration',
  'capacity',
  'location',
  'kind',
  'slotStepMinutes',
  'active',
  'coachIds',
  'minAge',
  'maxAge',
  'asksWelfare',
  'paymentRule',
  'depositPence',
] as const;

const PAYMENT_RULES = [
  { value: 'online_full', label: 'Paid online in full' },
  { value: 'deposit', label: 'Deposit online, rest at the venue' },
  { value: 'venue', label: 'Paid at the venue' },
] as const;

/** A deposit box's own problem in words: the server's or the payment rule's message, else how to type it. */
function depositError(error: { type?: string; message?: string } | undefined) {
  if (!error) return undefined;
  // Server messages carry no type; the payment rule's are custom; the rest are a box that is not an amount.
  return !error.type || error.type === 'custom' ? error.message : 'Enter an amount in pounds, e.g. 10.00';
}

interface ServiceDialogProps {
  /** The service to edit, 'new' to add one, or null when closed. */
  service: AdminService | 'new' | null;
  coaches: DiaryCoach[];
  onClose: () => void;
}

/** Adds or edits a service: price in pounds, duration, capacity, who teaches it, whether it is on sale. */
export function ServiceDialog({ service, coaches, onClose }: ServiceDialogProps) {
  return (
    <Dialog open={service !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        {service !== null && (
          <ServiceForm
            key={service === 'new' ? 'new' : service.id}
            service={service}
            coaches={coaches}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ServiceForm({
  service,
  coaches,
  onClose,
}: {
  service: AdminService | 'new';
  coaches: DiaryCoach[];
  onClose: () => void;
}) {
  const existing = service === 'new' ? undefined : service;
  const save = useSaveBookingService();
  const defaultValues: ServiceFormValues = {
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    pricePence: existing ? (existing.pricePence / 100).toFixed(2) : '',
    duration: String(existing?.duration ?? 60),
    capacity: String(existing?.capacity ?? 1),
    location: existing?.location ?? '',
    kind: existing?.kind ?? 'lesson',
    slotStepMinutes: String(existing?.slotStepMinutes ?? 30),
    active: existing?.active ?? true,
    coachIds: existing?.coachIds ?? [],
    minAge: existing?.minAge == null ? '' : String(existing.minAge),
    maxAge: existing?.maxAge == null ? '' : String(existing.maxAge),
    asksWelfare: existing?.asksWelfare ?? false,
    paymentRule: existing?.paymentRule ?? 'venue',
    depositPence: existing?.depositPence == null ? '' : (existing.depositPence / 100).toFixed(2),
  };
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useContractForm(serviceForm, { defaultValues });

  const onSubmit = handleSubmit((form) => {
    // A deposit typed and then left behind by another rule is not kept.
    const body = { ...form, depositPence: form.paymentRule === 'deposit' ? form.depositPence : null };
    save.mutate(existing ? { id: existing.id, patch: body } : { body }, {
      onSuccess: () => {
        notify.success(existing ? `${body.name} saved.` : `${body.name} added.`);
        onClose();
      },
      onError: (error) => {
        showServerFieldErrors(error, setError, FIELDS);
        notify.error(
          errorMessageFor(error, {
            server: 'The service could not be saved. Please try again.',
            network: 'The service could not be saved: check your connection and try again.',
          }),
        );
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogHeader>
        <DialogTitle>{existing ? `Edit ${existing.name}` : 'Add a service'}</DialogTitle>
        <DialogDescription>What customers see and book on the website.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message} required className="sm:col-span-2">
          <Input maxLength={120} {...register('name')} />
        </Field>
        <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
          <TextArea {...register('description')} />
        </Field>
        <Field
          label="Price (£)"
          hint="For one place, e.g. 45.00"
          error={errors.pricePence && 'Enter an amount in pounds, e.g. 45.00'}
        >
          <Input inputMode="decimal" {...register('pricePence')} />
        </Field>
        <Field label="Duration (minutes)" error={errors.duration?.message}>
          <Input type="number" inputMode="numeric" min={5} max={720} step={5} {...register('duration')} />
        </Field>
        <Field label="Places" hint="Pupils at once" error={errors.capacity?.message}>
          <Input type="number" inputMode="numeric" min={1} max={100} {...register('capacity')} />
        </Field>
        <Field label="Type" hint="Lessons follow coaches’ hours" error={errors.kind?.message}>
          <Select {...register('kind')} disabled={Boolean(existing)}>
            <option value="lesson">Lesson</option>
            <option value="session">Dated sessions</option>
          </Select>
        </Field>
        {watch('kind') === 'lesson' && (
          <Field
            label="Starts every (minutes)"
            hint="How often a lesson may start"
            error={errors.slotStepMinutes?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={5}
              max={240}
              step={5}
              {...register('slotStepMinutes')}
            />
          </Field>
        )}
        {/* The two ages side by side whether or not a lesson's start interval is shown above them. */}
        <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
          <legend className="sr-only">Ages</legend>
          <Field
            label="Youngest age"
            hint="On the day; leave empty for no lower limit"
            error={errors.minAge?.message}
          >
            <Input type="number" inputMode="numeric" min={0} max={120} {...register('minAge')} />
          </Field>
          <Field
            label="Oldest age"
            hint="On the day; leave empty for no upper limit"
            error={errors.maxAge?.message}
          >
            <Input type="number" inputMode="numeric" min={0} max={120} {...register('maxAge')} />
          </Field>
        </fieldset>
        <Controller
          control={control}
          name="asksWelfare"
          render={({ field }) => (
            <Checkbox
              className="sm:col-span-2"
              label="Ask guests for medical notes and an emergency contact"
              hint="For camps and other long days; only the day's coach and admins see them."
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        <fieldset className="grid gap-x-5 gap-y-3 sm:col-span-2 sm:grid-cols-2">
          <legend className="sr-only">Payment</legend>
          {/* The whole row: the rules' names are long, and the deposit box sits under it when asked for. */}
          <Field label="Payment" error={errors.paymentRule?.message} className="sm:col-span-2">
            <Select {...register('paymentRule')}>
              {PAYMENT_RULES.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </Select>
          </Field>
          {watch('paymentRule') === 'deposit' && (
            <Field
              label="Deposit per place (£)"
              hint="Taken online, e.g. 10.00"
              error={depositError(errors.depositPence)}
              required
            >
              <Input inputMode="decimal" {...register('depositPence')} />
            </Field>
          )}
          <p className="text-sm text-ink-600 sm:col-span-2">
            Applies while the academy takes payments online; otherwise everything is paid at the venue.
          </p>
        </fieldset>
        <Field label="Location" error={errors.location?.message} className="sm:col-span-2">
          <Input maxLength={200} {...register('location')} />
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="text-base font-semibold text-ink-900">Coaches</legend>
          <p className="text-sm text-ink-600">None ticked: any coach in the diary can teach it.</p>
          {errors.coachIds && <p className="text-sm font-medium text-error-700">{errors.coachIds.message}</p>}
          <Controller
            control={control}
            name="coachIds"
            render={({ field }) => {
              const ids = field.value ?? [];
              return (
                <div className="mt-1 grid sm:grid-cols-2">
                  {coaches.map((c) => (
                    <Checkbox
                      key={c.id}
                      label={c.name}
                      checked={ids.includes(c.id)}
                      onCheckedChange={(checked) =>
                        field.onChange(checked === true ? [...ids, c.id] : ids.filter((id) => id !== c.id))
                      }
                    />
                  ))}
                </div>
              );
            }}
          />
        </fieldset>
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Checkbox
              className="sm:col-span-2"
              label="On sale"
              hint="Untick to hide it from the website; existing bookings stand."
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          {existing ? 'Save service' : 'Add service'}
        </Button>
      </DialogFooter>
    </form>
  );
}
