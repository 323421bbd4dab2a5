import { lusakaToday, lusakaWallClock } from '@kwacha/shared/identity/age';
import type { CollectionRules } from '@kwacha/shared/staff/collections';
import type { ConflictError } from '../../lib/domain-errors';
import {
  ContactLimitReachedError,
  ContactOnSundayError,
  ContactOutsideHoursError,
} from './collections.errors';

/**
 * The fair-collection rules (docs/product.md §23.3), checked against the real clock in Lusaka, never the
 * business date: a borrower's phone rings at the real hour. Answers the refusal of the first rule a
 * contact at `now` would break, with `contactsToday` already made with the borrower that Lusaka day, or
 * null when it may go ahead.
 */
export function contactRefusalAt(
  rules: CollectionRules,
  now: Date,
  contactsToday: number,
): ConflictError | null {
  const clock = lusakaWallClock(now);
  const hour = clock.getUTCHours();
  if (!rules.sundays && clock.getUTCDay() === 0) return new ContactOnSundayError();
  if (hour < rules.fromHour || hour >= rules.toHour) {
    return new ContactOutsideHoursError(rules.fromHour, rules.toHour);
  }
  if (contactsToday >= rules.maxContactsPerDay) return new ContactLimitReachedError(rules.maxContactsPerDay);
  return null;
}

/** The Lusaka day a contact at `now` counts against (collection_contacts.contacted_on). */
export const contactDay = (now: Date) => lusakaToday(now);
