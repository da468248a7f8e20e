import { type ExternalToast, Toaster as Sonner, toast as sonnerToast } from 'sonner';

/**
 * The app's single toast region: one toast visible at a time, 5 s each, at most 420 px wide
 * (public-site §4 and §9). Mount once, near the root.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={1}
      duration={5000}
      style={{ '--width': 'min(420px, calc(100vw - 32px))' } as React.CSSProperties}
      toastOptions={{
        style: { maxWidth: '420px' },
        classNames: {
          toast:
            '!rounded-lg !border !border-line !bg-white !font-sans !text-base !text-ink-900 !shadow-raised',
          description: '!text-sm !text-ink-600',
          success: '[&_[data-icon]]:!text-success-600',
          error: '[&_[data-icon]]:!text-error-600',
          info: '[&_[data-icon]]:!text-info-600',
        },
      }}
    />
  );
}

type Kind = 'success' | 'error' | 'info' | 'message';

function show(kind: Kind, message: string, options?: ExternalToast) {
  // A new toast replaces the older one rather than queueing behind it.
  sonnerToast.dismiss();
  return kind === 'message' ? sonnerToast(message, options) : sonnerToast[kind](message, options);
}

/** Toast helper: `notify.success('Saved')`. */
export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  message: (message: string, options?: ExternalToast) => show('message', message, options),
};
