import { describe, expect, it } from 'vitest';
import { formatBookingDate, formatBookingPrice, parseAmount, readBookingDetails } from './payment-details';

const defaults = { currency: 'GBP', service: 'Golf Lesson', location: 'Solent Golf Academy' };

describe('readBookingDetails', () => {
  it('falls back to GBP, Golf Lesson and the academy when the query is empty', () => {
    expect(readBookingDetails('', defaults)).toEqual({
      bookingId: null,
      service: 'Golf Lesson',
      coach: null,
      date: null,
      time: null,
      duration: null,
      amount: null,
      price: null,
      currency: 'GBP',
      location: 'Solent Golf Academy',
      customerName: null,
      customerEmail: null,
    });
  });

  it('reads every field of the query string', () => {
    const d = readBookingDetails(
      '?booking_id=SB-7&service=Taster&coach=James&date=2027-02-15&time=10:00&duration=45&price=35&location=Studio&customer_name=Ann&customer_email=ann%40example.com',
      defaults,
    );
    expect(d).toMatchObject({
      bookingId: 'SB-7',
      service: 'Taster',
      coach: 'James',
      date: 'Monday 15 February 2027',
      time: '10:00',
      duration: '45 minutes',
      amount: 35,
      price: '£35.00',
      location: 'Studio',
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
    });
  });

  it('shows another currency as its code and the amount', () => {
    expect(readBookingDetails('?price=12.5&currency=eur', defaults).price).toBe('EUR 12.50');
  });

  it('ignores a currency that is not a three-letter code and a price that is not an amount', () => {
    const d = readBookingDetails('?price=abc&currency=<b>', defaults);
    expect(d.currency).toBe('GBP');
    expect(d.price).toBeNull();
    expect(d.amount).toBeNull();
  });

  it('keeps markup as plain text, trimmed and capped', () => {
    const d = readBookingDetails(
      `?customer_name=${encodeURIComponent('<script>alert(1)</script>')}`,
      defaults,
    );
    expect(d.customerName).toBe('<script>alert(1)</script>');
    expect(readBookingDetails(`?coach=${'x'.repeat(500)}`, defaults).coach).toHaveLength(120);
  });
});

describe('price and date display', () => {
  it('formats pounds with two decimals', () => {
    expect(formatBookingPrice(55, 'GBP')).toBe('£55.00');
    expect(formatBookingPrice(13.75, 'GBP')).toBe('£13.75');
  });

  it('accepts plain amounts only', () => {
    expect(parseAmount('45')).toBe(45);
    expect(parseAmount('45.5')).toBe(45.5);
    expect(parseAmount('-4')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount(null)).toBeNull();
  });

  it('formats real calendar dates and leaves anything else as given', () => {
    expect(formatBookingDate('2027-02-15')).toBe('Monday 15 February 2027');
    expect(formatBookingDate('2027-02-30')).toBe('2027-02-30');
    expect(formatBookingDate('next Friday')).toBe('next Friday');
  });
});
