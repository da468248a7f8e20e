import { X } from 'lucide-react';
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { SiteConfig } from '@/core/contracts/site-config';
import { loadScript } from './load-script';
import { WaitingListForm, type WaitingListProgramme } from './waiting-list-form';

/** The lead-capture provider's form, its embed script loaded only when the popup opens. */
function ProviderForm({ scriptUrl, formUrl }: { scriptUrl: string; formUrl: string }) {
  useEffect(() => {
    loadScript(scriptUrl).catch((error: unknown) =>
      console.warn('The waiting-list form script failed', error),
    );
  }, [scriptUrl]);
  return (
    <iframe
      src={formUrl}
      title="Waiting list form"
      className="block h-[34rem] w-full rounded-md border border-line bg-white"
    />
  );
}

export interface WaitingListDialogProps {
  leadForm: SiteConfig['leadForm'];
  programme?: WaitingListProgramme;
  /** Called once the dialog has closed (button, Escape, backdrop or after signing up). */
  onClosed: () => void;
}

/**
 * The waiting-list popup (public-site §2): a native modal dialog, centred, that keeps focus inside
 * while open. It is loaded on demand, the first time a visitor opens it, so the pages stay light.
 */
export default function WaitingListDialog({ leadForm, programme, onClosed }: WaitingListDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const close = () => dialog.current?.close();
  // A click on the backdrop lands on the dialog element itself.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  // In the body, so the dialog inherits nothing from where its button sits (a dark banner, say).
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has a keyboard twin, Escape, which the dialog handles natively
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClosed}
      onClick={onDialogClick}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-xl border border-line bg-white p-0 text-ink-900 shadow-raised backdrop:bg-ink-900/50 open:animate-dialog-in"
    >
      <div className="p-6 sm:p-8">
        <div className="mb-6 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-2xl font-semibold">
              Join the waiting list
            </h2>
            <p className="mt-1.5 text-base text-ink-600">
              Our small groups fill quickly. Leave your details and we will contact you as soon as a place
              opens.
            </p>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label="Close"
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100 hover:text-ink-900"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {leadForm ? (
          <ProviderForm scriptUrl={leadForm.scriptUrl} formUrl={leadForm.formUrl} />
        ) : (
          <WaitingListForm defaultProgramme={programme} onDone={close} />
        )}
      </div>
    </dialog>,
    document.body,
  );
}
