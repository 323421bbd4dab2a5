import { type EmailMessage, emailMessages } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../testing/test-app';
import type { NewEmail } from '../mail.repository';

/** A disbursement code, the one secret a delivered e-mail must not keep (delivered-secrets.ts). */
export const DISBURSEMENT_CODE_EMAIL = {
  to: 'ada@kwacha.test',
  subject: 'Your code to confirm a disbursement',
  template: 'disbursement-otp',
  text: 'Your one-time code is 482913',
  html: '<p>Your one-time code is 482913</p>',
} as const satisfies NewEmail;

/** The stored row of an e-mail, as the pipeline left it. */
export async function storedEmail(t: TestApp, id: string): Promise<EmailMessage> {
  const [row] = await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.id, id));
  if (!row) throw new Error(`no e-mail ${id}`);
  return row;
}

/** The stored row once the pipeline has brought the e-mail to `status`. */
export async function emailInStatus(
  t: TestApp,
  id: string,
  status: EmailMessage['status'],
  timeoutMs = 20_000,
): Promise<EmailMessage> {
  await expect
    .poll(async () => (await storedEmail(t, id)).status, { timeout: timeoutMs, interval: 100 })
    .toBe(status);
  return storedEmail(t, id);
}
