import type { Executor } from '@kwacha/db';
import { violatedUniqueIndex } from '@kwacha/db';
import { type ErrorDetail, errorDetail } from '@kwacha/shared/api/envelope';
import { PASSWORD_REQUIREMENTS_MESSAGE, unmetPasswordRules } from '@kwacha/shared/auth/password-rules';
import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE } from '../../lib/breached-passwords';
import { ConflictError, ValidationError } from '../../lib/domain-errors';
import { hashPassword } from '../../lib/password-hashing';
import { staffPasswordProblem } from './staff-password';
import { deriveUsername } from './username';
import { findUserByEmail, insertUser } from './users.repository';

export const STAFF_ROLES = ['admin', 'superuser'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists.';
// Re-exported for callers that already import the message from here.
export { COMMON_PASSWORD_MESSAGE };

export interface StaffAccountInput {
  email: string;
  password: string;
  role: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

export interface StaffAccount {
  id: string;
  email: string;
  username: string;
  role: StaffRole;
}

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

const staffSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
  role: z.enum(STAFF_ROLES, { error: "Role must be 'admin' or 'superuser'." }),
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
});

// A username race (two accounts deriving the same free name at once) is retried this many times.
const USERNAME_ATTEMPTS = 3;

// The registration checklist, then the staff rule: 12 characters and not a common password.
function passwordProblem(password: string): string | undefined {
  const unmet = unmetPasswordRules(password);
  if (unmet.length > 0) return `${PASSWORD_REQUIREMENTS_MESSAGE} Missing: ${unmet.join('; ')}.`;
  return staffPasswordProblem(password);
}

/**
 * Creates an admin or superuser account (behind `npm run admin:create`). Staff accounts are created
 * by an operator, not signed up, so they start verified.
 */
export async function createStaffAccount(db: Executor, input: StaffAccountInput): Promise<StaffAccount> {
  const parsed = staffSchema.safeParse(input);
  const details: ErrorDetail[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => errorDetail(String(issue.path[0] ?? 'input'), issue.message));
  const problem = passwordProblem(input.password);
  if (problem) details.push(errorDetail('password', problem));
  if (!parsed.success || details.length > 0) throw new ValidationError(details);
  const { email, role, firstName, lastName } = parsed.data;

  if (await findUserByEmail(db, email)) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(input.password);

  for (let attempt = 1; ; attempt++) {
    const username = await deriveUsername(db, email);
    try {
      const user = await insertUser(db, {
        email,
        username,
        passwordHash,
        role,
        firstName: firstName ?? null,
        lastName: lastName ?? null,
        isEmailVerified: true,
      });
      return { id: user.id, email: user.email, username: user.username, role };
    } catch (error) {
      const index = violatedUniqueIndex(error);
      // Another request inserted the same e-mail between our check and our insert.
      if (index === 'users_email_key') throw new ConflictError(EMAIL_TAKEN_MESSAGE);
      if (index === 'users_username_key' && attempt < USERNAME_ATTEMPTS) continue;
      throw error;
    }
  }
}
