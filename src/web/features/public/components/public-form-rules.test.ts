// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bookRequest } from '@/core/contracts/booking';
import { waitingListBody } from '@/core/contracts/waiting-list';
import { bookRequestFor, EMPTY_FORM, initialBookingState } from './booking-widget/booking-state';
import { validateWaitingList, type WaitingListValues } from './waiting-list-form';

/**
 * The public pages keep hand-written forms (no zod in their bundle), so this table holds them to the
 * contract: every probe must be accepted by both or refused by both.
 */
const NAME_PROBES = [
  'Sam Parent',
  'Zoë Ødegård-Núñez',
  '李小龍',
  "Seán O'Brien",
  '',
  '   ',
  '  Sam  ',
  'S'.repeat(100),
  'S'.repeat(101),
  'S'.repeat(120),
  'S'.repeat(121),
  'Sam\u0000Parent',
  'Sam\u0007',
  'Sam\u007f',
  'Sam\u0085',
  'Sam\nParent',
  'Sam\r\nParent',
  'Sam\u2028Parent',
  'Sam\n',
  '\tSam',
  'Sam\tParent',
  '\ud83c',
  '🏌️ Sam',
];

const EMAIL_PROBES = [
  'sam@example.com',
  'Sam.Parent+golf@Example.co.uk',
  '  sam@example.com  ',
  '',
  '   ',
  'sam',
  'sam@',
  '@example.com',
  'sam@example',
  'sam@example.c',
  'sam@@example.com',
  'sam example@example.com',
  'sam@exa mple.com',
  '.sam@example.com',
  'sam.@example.com',
  'sam..parent@example.com',
  'sam@-example.com',
  'sam@example..com',
  'sam@example.com.',
  "o'brien@example.com",
  'zoë@example.com',
  'sam@exämple.com',
  'sam@example.123',
  'sam!@example.com',
  'sam#x@example.com',
  `${'a'.repeat(64)}@example.com`,
  `${'a'.repeat(242)}@example.com`,
  `${'a'.repeat(243)}@example.com`,
  'sam\u0000@example.com',
  'sam@example.com\u0000',
  'sam@example.com\n',
  'sam\n@example.com',
  '"sam"@example.com',
];

const PHONE_PROBES = [
  '07700 900123',
  '+44 (0)23 8000 0000',
  '023-8000-0000',
  '023.8000.0000',
  '',
  '   ',
  '123456',
  '1234567',
  '  1234567  ',
  '1'.repeat(30),
  '1'.repeat(31),
  '1'.repeat(40),
  '1'.repeat(41),
  '07700 900123 ext 4',
  '07700\u0000900123',
  '07700\n900123',
  '07700\t900123',
  '07700 900123\n',
  '０７７００９００１２３',
  '+',
  '      +',
  '(((((((',
];

const AGE_PROBES = [
  '9',
  '5',
  '4',
  '99',
  '100',
  '',
  '  ',
  ' 9 ',
  '9.5',
  '-9',
  '09',
  'nine',
  '1e1',
  '9\n',
  '\u00009',
];

const COMMENT_PROBES = [
  '',
  'First lesson, left-handed.',
  'Line one\nLine two',
  'c'.repeat(1000),
  'c'.repeat(1001),
  'Bad\u0000comment',
  'Bell\u0007',
  '\ud800',
];

function show(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 20)}…(${value.length})` : value);
}

describe('waiting-list form against waitingListBody', () => {
  const valid: WaitingListValues = {
    parentName: 'Sam Parent',
    email: 'sam@example.com',
    phone: '07700 900123',
    childAge: '9',
    programme: 'Junior Development Squad',
  };

  /** What the form posts once its own checks pass. */
  function sent(values: WaitingListValues) {
    return {
      parentName: values.parentName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      childAge: Number(values.childAge),
      programme: values.programme,
    };
  }

  const fields: [keyof WaitingListValues, string[]][] = [
    ['parentName', NAME_PROBES],
    ['email', EMAIL_PROBES],
    ['phone', PHONE_PROBES],
    ['childAge', AGE_PROBES],
  ];

  it('accepts the valid values on both sides', () => {
    expect(validateWaitingList(valid)).toEqual({});
    expect(waitingListBody.safeParse(sent(valid)).success).toBe(true);
  });

  for (const [field, probes] of fields) {
    it(`agrees with the contract on ${field}`, () => {
      const disagreements: string[] = [];
      for (const probe of probes) {
        const values = { ...valid, [field]: probe };
        const formAccepts = validateWaitingList(values)[field] === undefined;
        const contractAccepts = formAccepts
          ? waitingListBody.safeParse(sent(values)).success
          : // A refused value is never sent; ask the contract about the value as typed.
            waitingListBody.safeParse({ ...sent(valid), [field]: probe }).success;
        if (formAccepts !== contractAccepts)
          disagreements.push(`${show(probe)}: form ${formAccepts ? 'accepts' : 'refuses'}`);
      }
      expect(disagreements).toEqual([]);
    });
  }
});

describe('booking details form against bookRequest', () => {
  const state = {
    ...initialBookingState(),
    serviceId: 7,
    date: '2026-12-01',
    time: '10:00',
    form: {
      ...EMPTY_FORM,
      name: 'Sam Parent',
      email: 'sam@example.com',
      participantName: 'Ollie Parent',
      participantDateOfBirth: '2016-04-02',
    },
  };

  const fields: [keyof typeof state.form, string[]][] = [
    ['name', NAME_PROBES],
    ['email', EMAIL_PROBES],
    ['phone', PHONE_PROBES],
    ['comment', COMMENT_PROBES],
  ];

  it('accepts the valid details on both sides', () => {
    const body = bookRequestFor(state);
    expect(body).not.toBeNull();
    expect(bookRequest.safeParse(body).success).toBe(true);
  });

  for (const [field, probes] of fields) {
    it(`agrees with the contract on ${field}`, () => {
      const disagreements: string[] = [];
      for (const probe of probes) {
        const probed = { ...state, form: { ...state.form, [field]: probe } };
        const body = bookRequestFor(probed);
        const formAccepts = body !== null;
        const asTyped = bookRequestFor(state);
        if (!asTyped) throw new Error('the valid details were refused');
        const raw =
          field === 'comment'
            ? { ...asTyped, additionalFields: { comment: probe } }
            : { ...asTyped, clientData: { ...asTyped.clientData, [field]: probe } };
        const contractAccepts = bookRequest.safeParse(body ?? raw).success;
        if (formAccepts !== contractAccepts)
          disagreements.push(`${show(probe)}: form ${formAccepts ? 'accepts' : 'refuses'}`);
      }
      expect(disagreements).toEqual([]);
    });
  }
});
