import { ClipboardList } from 'lucide-react';
import { type ComponentType, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from '@/web/components/ui/button';
import { useSiteConfig } from '@/web/lib/site-config';
import { DialogUnavailable } from './dialog-unavailable';
import type { WaitingListDialogProps } from './waiting-list-dialog';
import type { WaitingListProgramme } from './waiting-list-form';

const loadDialog = (): Promise<{ default: ComponentType<WaitingListDialogProps> }> =>
  import('./waiting-list-dialog').catch(() => ({ default: DialogUnavailable }));
const WaitingListDialog = lazy(loadDialog);

interface WaitingListButtonProps {
  /** Preselects the programme in our own form. */
  programme?: WaitingListProgramme;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}

/**
 * 'Join the waiting list' and its popup: the dialog (with the provider's form when one is configured,
 * otherwise ours) is fetched when the visitor reaches for the button; closing it returns focus here.
 */
export function WaitingListButton({
  programme,
  variant = 'secondary',
  size = 'lg',
  className,
  children = 'Join the waiting list',
}: WaitingListButtonProps) {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const leadForm = useSiteConfig()?.leadForm ?? null;

  function onClosed() {
    setOpen(false);
    opener.current?.focus();
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        aria-haspopup="dialog"
        className={buttonClasses({ variant, size, className })}
      >
        <ClipboardList aria-hidden="true" />
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <WaitingListDialog leadForm={leadForm} programme={programme} onClosed={onClosed} />
        </Suspense>
      )}
    </>
  );
}
