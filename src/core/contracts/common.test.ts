import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, isCleanText, optionalText, requiredText, text } from './common';

const refusal = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ field: schema }).safeParse({ field: value });
  return result.success ? undefined : result.error.issues[0];
};

describe('the text primitive', () => {
  it('refuses NUL, other C0 controls, DEL and C1 controls, naming the field', () => {
    for (const bad of ['a\u0000b', '\u0000', 'a\u0001', '\u001b[31m', 'a\u007f', 'a\u0085b', '\u009f']) {
      const issue = refusal(text('Notes'), bad);
      expect(issue?.path, JSON.stringify(bad)).toEqual(['field']);
      expect(issue?.message).toBe('Notes must not contain control characters');
    }
  });

  it('refuses lone surrogates and keeps astral characters, accents and right-to-left text', () => {
    expect(refusal(text('Notes'), 'a\ud800b')).toBeDefined();
    expect(refusal(text('Notes'), '\udc00')).toBeDefined();
    expect(refusal(text('Notes'), 'end\ud83d')).toBeDefined();
    for (const good of ['⛳🏌️‍♀️', 'Zoë Ó Briain', 'שלום', '\u{2F800}', '😀'.repeat(100)]) {
      expect(refusal(text('Notes'), good), good).toBeUndefined();
    }
  });

  it('keeps tab, line feed and carriage return in free text', () => {
    expect(text('Notes').parse('one\ttwo\r\nthree\n')).toBe('one\ttwo\r\nthree\n');
  });

  it('refuses line breaks inside single-line text, and trims them off its ends', () => {
    expect(refusal(requiredText('First name', 60, { singleLine: true }), 'Sam\nReed')?.message).toBe(
      'First name must be on one line',
    );
    expect(requiredText('First name', 60, { singleLine: true }).parse(' Sam \n')).toBe('Sam');
    expect(refusal(emailField, 'sam@example.com\r\nBcc: x@example.com')).toBeDefined();
  });

  it('refuses control characters in every variant before any other rule', () => {
    expect(refusal(requiredText('Title', 10), 'a\u0000b')?.message).toBe(
      'Title must not contain control characters',
    );
    expect(refusal(optionalText('City', 80), 'Ryde\u0000')?.message).toBe(
      'City must not contain control characters',
    );
    expect(refusal(emailField, 'sam\u0000@example.com')?.message).toBe(
      'Email must not contain control characters',
    );
    expect(optionalText('City', 80).parse('  ')).toBeNull();
  });

  it('checks any string the same way', () => {
    expect(isCleanText('plain text')).toBe(true);
    expect(isCleanText('a\u0000')).toBe(false);
    expect(isCleanText('🏌')).toBe(true);
    expect(isCleanText('\ud800')).toBe(false);
  });
});
