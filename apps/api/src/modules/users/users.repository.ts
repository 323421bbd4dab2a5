import { type Executor, type NewUser, users } from '@kwacha/db';
import type { UserRole } from '@kwacha/shared/auth/roles';
import { and, asc, eq, getTableColumns, isNull, or } from 'drizzle-orm';

// E-mail and username are stored lower-cased, so every lookup lower-cases its input: people type
// their address or username in any case.

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function findUserByUsername(db: Executor, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username.trim().toLowerCase()));
  return row;
}

/** The login form takes either; if one person's username is another's e-mail, the e-mail wins. */
export async function findUserByEmailOrUsername(db: Executor, login: string) {
  const value = login.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.email, value), eq(users.username, value)))
    .limit(2);
  return rows.find((row) => row.email === value) ?? rows[0];
}

export async function findUserById(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The active borrower whose registered number this is (stored normalised, +260…), for the USSD menu
 * (docs/product.md §26): staff accounts and deactivated borrowers are not found.
 */
export async function findActiveBorrowerByPhone(db: Executor, phoneNumber: string) {
  const [row] = await db
    .select(userColumnsWithoutPassword)
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), eq(users.role, 'user'), eq(users.isActive, true)));
  return row;
}

/** Inserts as given: callers normalise e-mail, username and phone first (see the users schema). */
export async function insertUser(db: Executor, user: NewUser) {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username.trim().toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** Who to tell, and where: the address, the name to greet, the language, and whether they take texts. */
export async function findBorrowerContact(db: Executor, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      username: users.username,
      language: users.language,
      phoneNumber: users.phoneNumber,
      smsOptIn: users.smsOptIn,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`loan borrower ${userId} does not exist`);
  return row;
}

const { passwordHash: _secret, ...withoutPassword } = getTableColumns(users);
/**
 * Every column of an account but its password hash: what a signed-in request carries (SessionUser) and
 * what staff see of an account. Only a password check reads the hash, by id (passwordHashOf).
 */
export const userColumnsWithoutPassword = withoutPassword;

/** The account's password hash, read only to check a password (a session carries the account without it). */
export async function passwordHashOf(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

/** A new password; following the e-mailed reset link also proves the address. */
export async function setPasswordFromResetLink(
  db: Executor,
  userId: string,
  passwordHash: string,
  now: Date,
) {
  await db
    .update(users)
    .set({ passwordHash, isEmailVerified: true, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * Keeps the account's first session with a verified e-mail (the one verifying opens, or the first sign-in
 * after): the dashboard greets a borrower with "Welcome" in it and "Welcome back" after. A sign-in before
 * verifying shows no dashboard, so it does not count; a later change of e-mail keeps the first.
 */
export async function recordFirstSession(db: Executor, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ firstSessionId: sessionId })
    .where(and(eq(users.id, userId), isNull(users.firstSessionId), eq(users.isEmailVerified, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** A password nobody knows yet (a borrower made staff chooses one through an e-mailed link). */
export async function replacePasswordHash(db: Executor, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ isEmailVerified: true, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Locks every active superuser (in id order, so two transactions never wait on each other crosswise) and
 * answers their ids. Under READ COMMITTED a row another transaction demoted or deactivated meanwhile is
 * re-checked once its lock is released and drops out, so the answer is the set as it is now.
 */
export async function lockActiveSuperusers(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'superuser'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The account, locked until the transaction ends. */
export async function lockUserById(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function updateUserRole(db: Executor, id: string, role: UserRole, now: Date) {
  const [row] = await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id)).returning();
  return row;
}

/** Deactivated accounts cannot sign in, and their sessions stop working (docs/product.md §15.2). */
export async function setUserActive(db: Executor, id: string, isActive: boolean, now: Date) {
  const [row] = await db.update(users).set({ isActive, updatedAt: now }).where(eq(users.id, id)).returning();
  return row;
}

/** The current answer to news and offers by e-mail; the consent module writes the evidence beside it. */
export async function setMarketingOptIn(db: Executor, id: string, optIn: boolean, now: Date) {
  const [row] = await db
    .update(users)
    .set({ marketingOptIn: optIn, updatedAt: now })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return row;
}

/**
 * A new e-mail address typed by its owner (docs/product.md §18.3): unverified until the link sent to it
 * is opened. Answers undefined when another account holds the address (the unique index decides).
 */
export async function changeEmail(db: Executor, id: string, email: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ email, isEmailVerified: false, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** A staff-checked correction of the identity fields a borrower cannot change themselves. */
export async function correctIdentityField(
  db: Executor,
  id: string,
  correction: { nrcNumber: string } | { dateOfBirth: string },
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...correction, updatedAt: now })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return row;
}

/**
 * Erasure (docs/product.md §18.2): every personal field goes; the row stays because loans, payments and
 * the ledger point at it. The names become "Erased user" so every staff list shows that; the e-mail a
 * unique address under `.invalid` (RFC 2606: never routable); the password hash a value no password
 * matches; the account is deactivated.
 */
export async function anonymiseUser(db: Executor, id: string, now: Date) {
  const tag = id.replaceAll('-', '');
  const [row] = await db
    .update(users)
    .set({
      username: `erased-${tag}`,
      email: `erased-${tag}@erased.invalid`,
      passwordHash: '!erased',
      firstName: 'Erased',
      lastName: 'user',
      phoneNumber: null,
      dateOfBirth: null,
      nrcNumber: null,
      addressLine1: null,
      city: null,
      province: null,
      isEmailVerified: false,
      isActive: false,
      marketingOptIn: false,
      smsOptIn: false,
      updatedAt: now,
    })
    .where(eq(users.id, id))
    .returning({ id: users.id, email: users.email });
  return row;
}

/** Where and whether to text a borrower (docs/product.md "SMS"): only with SMS on and a number on file. */
export async function findSmsRecipient(db: Executor, userId: string) {
  const [row] = await db
    .select({
      phoneNumber: users.phoneNumber,
      smsOptIn: users.smsOptIn,
      isActive: users.isActive,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The borrower's answer to "Also send me text messages (SMS)". */
export async function setSmsOptIn(db: Executor, id: string, optIn: boolean, now: Date) {
  const [row] = await db
    .update(users)
    .set({ smsOptIn: optIn, updatedAt: now })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return row;
}

/** The person's language for the app, e-mails and texts (docs/product.md §22). */
export async function setUserLanguage(db: Executor, id: string, language: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ language, updatedAt: now })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return row;
}
