import { useEffect, useState } from 'react';
import { bookingChoicesResponse } from '@/core/contracts/family';

export type FamilyChildChoice = { id: string; firstName: string; lastName: string };

/**
 * The children of a visitor signed in to a family account, asked for once the booking reaches its last
 * step (so a visitor who only looks costs nothing): null for everyone else, who books as a guest. The
 * server decides, from the session cookie, whose children these are, and answers a guest with none.
 */
export function useVisitorFamily(enabled: boolean): FamilyChildChoice[] | null {
  const [children, setChildren] = useState<FamilyChildChoice[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetch('/api/family/booking-choices', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) return;
        const family = bookingChoicesResponse.safeParse(await response.json());
        if (family.success && family.data.children.length > 0) setChildren(family.data.children);
      })
      // Not signed in, or offline: the guest form works as ever.
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled]);
  return children;
}
