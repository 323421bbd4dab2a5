import { emailMessages } from '@kwacha/db';
import { and, desc, eq } from 'drizzle-orm';
import { registrationPayload } from '../factories';
import type { Answer } from './http-client';
import { count, type Lane, loadClock, mailMatch, staffToken, until } from './lane';

export async function newBorrower(lane: Lane, operator: 'mtn' | 'airtel') {
  const n = lane.nextBorrower();
  const digits = String(n).padStart(7, '0');
  const payload = registrationPayload({
    email: `chaos.${n}@example.zm`,
    phoneNumber: `+260${operator === 'mtn' ? '96' : '97'}${digits}`,
    nrcNumber: `${digits.slice(1)}/10/1`,
  });
  const registered = await lane.http.retrying('/api/auth/register', { method: 'POST', body: payload });
  // 409: an earlier try went through but its answer was lost.
  if (registered.status !== 201 && registered.status !== 409)
    throw new Error(`register: ${registered.status}`);
  count(lane, 'registrations');
  let link = await until(
    async () => mailMatch(lane.smtp, payload.email, /verify-email\?token=([A-Za-z0-9_-]+)/, 0),
    60_000,
  );
  if (!link) {
    // The worker was down all that while: read the link from the outbox, as the tests' factories do.
    count(lane, 'verification links read from the outbox');
    const [row] = await lane.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, payload.email), eq(emailMessages.template, 'verify-email')))
      .orderBy(desc(emailMessages.createdAt))
      .limit(1);
    link = row ? /verify-email\?token=([A-Za-z0-9_-]+)/.exec(row.textBody)?.[1] : undefined;
  }
  if (!link) throw new Error(Date.now() > loadClock.hardStopAt ? 'the load ended' : 'no verification link');
  await lane.http.retrying(`/api/auth/verify-email?token=${link}`);
  const login = await lane.http.retrying('/api/auth/login', {
    method: 'POST',
    body: { emailOrUsername: payload.email, password: payload.password },
  });
  const token = login.body.data?.token;
  if (typeof token !== 'string')
    throw new Error(`borrower login: ${login.status} ${login.text.slice(0, 200)}`);
  const userId = (login.body.data?.user as { id?: string } | undefined)?.id;
  // Half the borrowers take texts too, so the SMS outbox is under the same faults (the sink gateway).
  if (lane.r.chance(0.5)) {
    const sms = await lane.http.retrying('/api/me/sms-preference', {
      method: 'PUT',
      token,
      body: { smsOptIn: true },
    });
    count(lane, `texts turned on ${sms.status}`);
  }
  return { ...payload, token, userId, local: `0${payload.phoneNumber.slice(4)}` };
}

export type Borrower = Awaited<ReturnType<typeof newBorrower>>;

export async function loanStatus(
  lane: Lane,
  borrower: Borrower,
  loanId: string,
): Promise<string | undefined> {
  const res = await lane.http.retrying(`/api/loan-applications/${loanId}`, { token: borrower.token }, 30_000);
  return res.status === 200 ? String((res.body.data as { status?: string }).status) : undefined;
}

export async function decide(
  lane: Lane,
  loanId: string,
  status: 'in_review' | 'approved' | 'rejected',
): Promise<Answer> {
  const res = await lane.http.retrying(`/api/loan-applications/admin/loan/${loanId}/status`, {
    method: 'PUT',
    token: await staffToken(lane),
    body: { status, ...(status === 'rejected' && { reason: 'Income could not be confirmed.' }) },
  });
  if (res.status === 200) lane.ledger.staffActions.push({ action: 'loan.status_changed', loanId });
  count(lane, `decisions ${status} ${res.status}`);
  return res;
}

/** Initiate, read the code from the staff member's mail, confirm (sometimes twice at once). */
