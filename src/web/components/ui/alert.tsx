import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/class-names';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, { box: string; icon: typeof Info }> = {
  error: { box: 'border-error-600/30 bg-error-50 text-error-700', icon: CircleAlert },
  success: { box: 'border-success-600/30 bg-success-50 text-success-700', icon: CircleCheck },
  info: { box: 'border-info-600/30 bg-info-50 text-info-700', icon: Info },
};

interface AlertProps {
  tone?: Tone;
  title?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A message in the page about what just happened. Errors are announced at once (role="alert"),
 * the rest politely (role="status").
 */
export function Alert({ tone = 'error', title, children, className }: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-md border px-4 py-3 text-base', box, className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-0.5">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
