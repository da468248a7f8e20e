import { X } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

interface PublicDialogProps {
  title: string;
  intro: ReactNode;
  /** Called once the dialog has closed (button, Escape, backdrop, or `close` from the content). */
  onClosed: () => void;
  children: (close: () => void) => ReactNode;
}

/**
 * The public site's popups: a native modal dialog, centred, that keeps focus inside while open. Native, not
 * Radix, so the public pages' bundles stay small; each popup's code is loaded when its button is reached for.
 */
export function PublicDialog({ title, intro, onClosed, children }: PublicDialogProps) {
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
              {title}
            </h2>
            <p className="mt-1.5 text-base text-ink-600">{intro}</p>
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
        {children(close)}
      </div>
    </dialog>,
    document.body,
  );
}
