import { DEFAULT_COLLECTION_RULES as RULES } from '@kwacha/shared/staff/collections';
import { describe, expect, it } from 'vitest';
import { contactDay, contactRefusalAt } from './collection-rules';

// Lusaka is UTC+2 all year: 06:00 UTC is 08:00 there. 5 January 2027 is a Tuesday, the 10th a Sunday.
const refusal = (iso: string, contactsToday = 0, rules = RULES) =>
  contactRefusalAt(rules, new Date(iso), contactsToday)?.message ?? null;

describe('the fair-collection rules (docs/product.md §23.3)', () => {
  it('allows 08:00 up to 18:00 Lusaka time, and nothing outside', () => {
    expect(refusal('2027-01-05T06:00:00Z')).toBeNull();
    expect(refusal('2027-01-05T15:59:59Z')).toBeNull();
    const outside = 'Borrowers may be contacted only between 08:00 and 18:00 Lusaka time.';
    expect(refusal('2027-01-05T05:59:59Z')).toBe(outside);
    expect(refusal('2027-01-05T16:00:00Z')).toBe(outside);
    expect(refusal('2027-01-05T23:30:00Z')).toBe(outside);
  });

  it('refuses Sundays in Lusaka unless allowed', () => {
    expect(refusal('2027-01-10T08:00:00Z')).toBe('Borrowers may not be contacted on a Sunday.');
    // Saturday 23:00 UTC is already Sunday 01:00 in Lusaka.
    expect(refusal('2027-01-09T23:00:00Z')).toBe('Borrowers may not be contacted on a Sunday.');
    expect(refusal('2027-01-10T08:00:00Z', 0, { ...RULES, sundays: true })).toBeNull();
  });

  it('counts the contacts of the Lusaka day against the limit', () => {
    expect(refusal('2027-01-05T08:00:00Z', 2)).toBeNull();
    expect(refusal('2027-01-05T08:00:00Z', 3)).toBe(
      'This borrower has been contacted 3 times today, the most allowed in a day.',
    );
    expect(contactDay(new Date('2027-01-05T22:00:00Z'))).toBe('2027-01-06');
    expect(contactDay(new Date('2027-01-05T21:59:59Z'))).toBe('2027-01-05');
  });

  it('reads hours of a rule set to the whole day', () => {
    const allDay = { ...RULES, fromHour: 0, toHour: 24, sundays: true };
    expect(refusal('2027-01-05T22:00:00Z', 0, allDay)).toBeNull();
    expect(refusal('2027-01-05T21:59:00Z', 0, allDay)).toBeNull();
  });
});
