import type { z } from 'zod';
import type { waitingListLead } from '@/core/contracts/staff-admin';

export type WaitingListLead = z.infer<typeof waitingListLead>;

/** Newest first; with `uncontactedOnly`, just the leads nobody has been in touch with yet. */
export function visibleLeads(leads: readonly WaitingListLead[], uncontactedOnly: boolean): WaitingListLead[] {
  return leads
    .filter((lead) => !uncontactedOnly || lead.contactedAt === null)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** '3 leads, 2 not contacted yet' */
export function leadsSummary(leads: readonly WaitingListLead[]): string {
  const waiting = leads.filter((lead) => lead.contactedAt === null).length;
  const total = leads.length === 1 ? '1 lead' : `${leads.length} leads`;
  return waiting === 0 ? `${total}, all contacted` : `${total}, ${waiting} not contacted yet`;
}
