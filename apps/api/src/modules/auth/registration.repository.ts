import { type Executor, users } from '@kwacha/db';
import { eq } from 'drizzle-orm';

export async function findUserByPhone(db: Executor, normalisedPhone: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, normalisedPhone));
  return row;
}

export async function findUserByNrc(db: Executor, nrcNumber: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.nrcNumber, nrcNumber));
  return row;
}
