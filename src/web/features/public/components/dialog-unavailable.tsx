import { academy } from '@/core/content/academy';

/** What a popup shows when its code cannot be fetched (offline, say): the visitor still learns how to reach us. */
export function DialogUnavailable() {
  return (
    <p role="alert" className="text-base font-medium text-error-700">
      The waiting list could not open. Please call us on {academy.phone.display}.
    </p>
  );
}
