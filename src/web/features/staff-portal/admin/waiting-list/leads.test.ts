// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { leadsSummary, visibleLeads, type WaitingListLead } from './leads';

const lead = (id: string, createdAt: string, contactedAt: string | null = null): WaitingListLead => ({
  id,
  parentName: `Parent ${id}`,
  email: `${id}@example.com`,
  phone: '07700 900123',
  childAge: 9,
  programme: 'Junior Development Squad',
  createdAt,
  contactedAt,
});

const LEADS = [
  lead('old', '2026-01-02T09:00:00.000Z', '2026-01-03T09:00:00.000Z'),
  lead('new', '2026-03-01T09:00:00.000Z'),
  lead('mid', '2026-02-01T09:00:00.000Z'),
];

describe('the waiting list', () => {
  it('shows the newest first, and can leave out those already contacted', () => {
    expect(visibleLeads(LEADS, false).map((l) => l.id)).toEqual(['new', 'mid', 'old']);
    expect(visibleLeads(LEADS, true).map((l) => l.id)).toEqual(['new', 'mid']);
    // The list it was given is not reordered.
    expect(LEADS.map((l) => l.id)).toEqual(['old', 'new', 'mid']);
  });

  it('says how many are waiting for a call', () => {
    expect(leadsSummary(LEADS)).toBe('3 leads, 2 not contacted yet');
    expect(leadsSummary([LEADS[0]!])).toBe('1 lead, all contacted');
  });
});
