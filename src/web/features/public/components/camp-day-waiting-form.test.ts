// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { joinWaitingListBody } from '@/core/contracts/session-waiting-list';
import {
  type CampDayWaitingValues,
  campDayWaitingBody,
  campDayWaitingProblems,
} from './camp-day-waiting-form';

/** The camp day's waiting-list form is hand-written (no zod on public pages): it must agree with the contract. */
const PROBES: Record<keyof CampDayWaitingValues, string[]> = {
  name: [
    'Sam Parent',
    'Zoë Ødegård',
    '',
    '   ',
    '  Sam  ',
    'S'.repeat(100),
    'S'.repeat(101),
    'Sam\nParent',
    'Sam\u0000',
  ],
  participantName: ['Ollie', '', '  ', 'O'.repeat(100), 'O'.repeat(101), 'Ollie\tP', 'Ollie\n', '\u0007'],
  email: [
    'sam@example.com',
    '  sam@example.com ',
    '',
    'sam',
    'sam@example',
    'sam..p@example.com',
    'sam@example.com\n',
  ],
  phone: [
    '',
    '   ',
    '07700 900123',
    '+44 (0)23 8000 0000',
    '1'.repeat(30),
    '1'.repeat(31),
    '07700\n900123',
    'ext 4',
  ],
};

describe('camp day waiting-list form against joinWaitingListBody', () => {
  const valid: CampDayWaitingValues = {
    name: 'Sam Parent',
    email: 'sam@example.com',
    phone: '',
    participantName: 'Ollie Parent',
  };

  it('accepts the valid values on both sides, without an empty phone', () => {
    expect(campDayWaitingProblems(valid)).toEqual({});
    expect(campDayWaitingBody(valid)).not.toHaveProperty('phone');
    expect(joinWaitingListBody.safeParse(campDayWaitingBody(valid)).success).toBe(true);
  });

  for (const [field, probes] of Object.entries(PROBES) as [keyof CampDayWaitingValues, string[]][]) {
    it(`agrees with the contract on ${field}`, () => {
      expect(probes.length).toBeGreaterThan(5);
      const disagreements: string[] = [];
      for (const probe of probes) {
        const values = { ...valid, [field]: probe };
        const formAccepts = campDayWaitingProblems(values)[field] === undefined;
        const contractAccepts = formAccepts
          ? joinWaitingListBody.safeParse(campDayWaitingBody(values)).success
          : joinWaitingListBody.safeParse({ ...campDayWaitingBody(valid), [field]: probe }).success;
        if (formAccepts !== contractAccepts)
          disagreements.push(`${JSON.stringify(probe)}: form ${formAccepts ? 'accepts' : 'refuses'}`);
      }
      expect(disagreements).toEqual([]);
    });
  }
});
