import { type FormEvent, useState } from 'react';
import { type AdminService, type DiaryCoach, serviceCreateBody } from '@/core/contracts/booking-admin';
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
import { errorMessageFor, isApiError } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { useSaveBookingService } from '../api/booking-services';

function TextArea(props: { value: string; onChange: (value: string) => void }) {
  const control = useFieldControl({});
  return (
    <textarea
      {...control}
      rows={3}
      maxLength={2000}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      className={cn(controlClasses, 'py-2.5')}
    />
  );
}

/** '45.50' → 4550; anything that is not an amount of pounds and pence → NaN. */
function pence(pounds: string): number {
  const trimmed = pounds.trim().replace(/^£/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
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
  const [form, setForm] = useState({
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    price: existing ? (existing.pricePence / 100).toFixed(2) : '',
    duration: String(existing?.duration ?? 60),
    capacity: String(existing?.capacity ?? 1),
    location: existing?.location ?? '',
    kind: existing?.kind ?? ('lesson' as 'lesson' | 'session'),
    slotStepMinutes: String(existing?.slotStepMinutes ?? 30),
    active: existing?.active ?? true,
    coachIds: existing?.coachIds ?? [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBookingService();
  const set =
    (key: 'name' | 'price' | 'duration' | 'capacity' | 'location' | 'slotStepMinutes') =>
    (e: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      name: form.name,
      description: form.description.trim() || null,
      pricePence: pence(form.price),
      duration: Number(form.duration),
      capacity: Number(form.capacity),
      location: form.location.trim() || null,
      kind: form.kind,
      slotStepMinutes: Number(form.slotStepMinutes),
      active: form.active,
      coachIds: form.coachIds,
    };
    const checked = serviceCreateBody.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      if (existing) await save.mutateAsync({ id: existing.id, patch: body });
      else await save.mutateAsync({ body });
      notify.success(existing ? `${form.name} saved.` : `${form.name} added.`);
      onClose();
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
      notify.error(
        errorMessageFor(error, {
          server: 'The service could not be saved. Please try again.',
          network: 'The service could not be saved: check your connection and try again.',
        }),
      );
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{existing ? `Edit ${existing.name}` : 'Add a service'}</DialogTitle>
        <DialogDescription>What customers see and book on the website.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name} required className="sm:col-span-2">
          <Input value={form.name} maxLength={120} onChange={set('name')} />
        </Field>
        <Field label="Description" error={errors.description} className="sm:col-span-2">
          <TextArea
            value={form.description}
            onChange={(description) => setForm((f) => ({ ...f, description }))}
          />
        </Field>
        <Field
          label="Price (£)"
          hint="For one place, e.g. 45.00"
          error={errors.pricePence && 'Enter an amount in pounds, e.g. 45.00'}
        >
          <Input inputMode="decimal" value={form.price} onChange={set('price')} />
        </Field>
        <Field label="Duration (minutes)" error={errors.duration}>
          <Input
            type="number"
            inputMode="numeric"
            min={5}
            max={720}
            step={5}
            value={form.duration}
            onChange={set('duration')}
          />
        </Field>
        <Field label="Places" hint="Pupils at once" error={errors.capacity}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={form.capacity}
            onChange={set('capacity')}
          />
        </Field>
        <Field label="Type" hint="Lessons follow coaches’ hours" error={errors.kind}>
          <Select
            value={form.kind}
            disabled={Boolean(existing)}
            onChange={(e) => setForm((f) => ({ ...f, kind: e.target.value as 'lesson' | 'session' }))}
          >
            <option value="lesson">Lesson</option>
            <option value="session">Dated sessions</option>
          </Select>
        </Field>
        {form.kind === 'lesson' && (
          <Field
            label="Starts every (minutes)"
            hint="How often a lesson may start"
            error={errors.slotStepMinutes}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={5}
              max={240}
              step={5}
              value={form.slotStepMinutes}
              onChange={set('slotStepMinutes')}
            />
          </Field>
        )}
        <Field label="Location" error={errors.location} className="sm:col-span-2">
          <Input value={form.location} maxLength={200} onChange={set('location')} />
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="text-base font-semibold text-ink-900">Coaches</legend>
          <p className="text-sm text-ink-600">None ticked: any coach in the diary can teach it.</p>
          {errors.coachIds && <p className="text-sm font-medium text-error-700">{errors.coachIds}</p>}
          <div className="mt-1 grid sm:grid-cols-2">
            {coaches.map((c) => (
              <Checkbox
                key={c.id}
                label={c.name}
                checked={form.coachIds.includes(c.id)}
                onCheckedChange={(checked) =>
                  setForm((f) => ({
                    ...f,
                    coachIds:
                      checked === true ? [...f.coachIds, c.id] : f.coachIds.filter((id) => id !== c.id),
                  }))
                }
              />
            ))}
          </div>
        </fieldset>
        <Checkbox
          className="sm:col-span-2"
          label="On sale"
          hint="Untick to hide it from the website; existing bookings stand."
          checked={form.active}
          onCheckedChange={(checked) => setForm((f) => ({ ...f, active: checked === true }))}
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
