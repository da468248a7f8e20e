import { useSearchParams } from 'react-router';

/** The Academy panel's sections, in the order of its section bar. */
export const ADMIN_SECTIONS = [
  { value: 'staff', label: 'Staff' },
  { value: 'students', label: 'Students' },
  { value: 'memberships', label: 'Memberships' },
  { value: 'payments', label: 'Payments' },
  { value: 'waiting-list', label: 'Waiting list' },
  { value: 'mail', label: 'Mail & video' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['value'];

const PARAM = 'section';

/** The section the address asks for (`?tab=admin&section=students`); Staff when absent or unknown. */
export function parseAdminSection(params: URLSearchParams): AdminSection {
  const raw = params.get(PARAM);
  return ADMIN_SECTIONS.find((section) => section.value === raw)?.value ?? 'staff';
}

/** The address parameters for a section, keeping every other parameter (the tab) as it was. */
export function paramsForSection(current: URLSearchParams, section: AdminSection): URLSearchParams {
  const next = new URLSearchParams(current);
  if (section === 'staff') next.delete(PARAM);
  else next.set(PARAM, section);
  return next;
}

/**
 * The open section lives in the address, so a reload or a shared link opens the same one. Switching sections
 * replaces the entry: they are views of one panel, not pages to go back through.
 */
export function useAdminSection() {
  const [params, setParams] = useSearchParams();
  const section = parseAdminSection(params);
  function select(next: AdminSection) {
    setParams((current) => paramsForSection(current, next), { replace: true, preventScrollReset: true });
  }
  return [section, select] as const;
}
