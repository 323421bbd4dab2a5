import type { PublicUser, UserRole } from '@kwacha/shared/auth/user';
import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { formatDisplayDate } from '../../lib/format-date';
import type { Translate } from '../../lib/i18n/use-t';
import { profileDetailsMessages as messages } from './profile.messages';

const ROLE_LABELS: Record<UserRole, MessageDescriptor> = {
  user: messages.roleUser,
  admin: messages.roleAdmin,
  superuser: messages.roleSuperuser,
};

const english: Translate = (descriptor) => descriptor.message;

/** '2026-11-21T08:30:00Z' → '21 November 2026', the day it was in Lusaka. */
export function formatMemberSince(isoDate: string): string {
  return formatDisplayDate(isoDate);
}

/**
 * docs/product.md §2, Profile: always username, email, role and member since; names and phone when present.
 * The labels in the reader's language (`t`), English when none is given.
 */
export function profileRows(user: PublicUser, t: Translate = english): { label: string; value: string }[] {
  const rows = [
    { label: t(messages.username), value: user.username },
    { label: t(messages.email), value: user.email },
    { label: t(messages.role), value: t(ROLE_LABELS[user.role]) },
    { label: t(messages.memberSince), value: formatMemberSince(user.registrationDate) },
  ];
  const optional = [
    { label: t(messages.firstName), value: user.firstName },
    { label: t(messages.lastName), value: user.lastName },
    { label: t(messages.phoneNumber), value: user.phoneNumber },
  ];
  for (const row of optional) {
    if (row.value?.trim()) rows.push({ label: row.label, value: row.value });
  }
  return rows;
}
