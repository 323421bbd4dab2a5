import { contactMessages, type Executor } from '@kwacha/db';
import { eq } from 'drizzle-orm';

// The contact module owns contact_messages. Messages are tied to an address, not an account: the data
// rights module finds a borrower's by their e-mail (docs/product.md §18).

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores a message from the contact form; its id is the reference the support inbox is given. */
export async function insertContactMessage(db: Executor, values: NewContactMessage): Promise<string> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row.id;
}

export async function contactMessagesFrom(db: Executor, email: string) {
  return db
    .select({
      subject: contactMessages.subject,
      message: contactMessages.message,
      name: contactMessages.name,
      phone: contactMessages.phone,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
}

/** Erasure: a contact message is no loan record, so it goes. */
export async function deleteContactMessagesFrom(db: Executor, email: string): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(eq(contactMessages.email, email))
    .returning({ id: contactMessages.id });
  return rows.length;
}
