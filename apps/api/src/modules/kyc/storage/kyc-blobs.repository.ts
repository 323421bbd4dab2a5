import { type Executor, kycDocumentBlobs } from '@kwacha/db';
import { eq } from 'drizzle-orm';

/** The database adapter's table: sealed photo bytes by storage key. */
export async function putBlob(db: Executor, storageKey: string, content: Buffer): Promise<void> {
  await db
    .insert(kycDocumentBlobs)
    .values({ storageKey, content })
    .onConflictDoUpdate({ target: kycDocumentBlobs.storageKey, set: { content } });
}

export async function getBlob(db: Executor, storageKey: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: kycDocumentBlobs.content })
    .from(kycDocumentBlobs)
    .where(eq(kycDocumentBlobs.storageKey, storageKey));
  return row?.content;
}

export async function deleteBlob(db: Executor, storageKey: string): Promise<void> {
  await db.delete(kycDocumentBlobs).where(eq(kycDocumentBlobs.storageKey, storageKey));
}
