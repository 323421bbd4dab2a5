import type { Database } from '@kwacha/db';
import type { SmtpSink } from '../smtp-sink';
import type { HttpClient } from './http-client';
import type { Prng } from './prng';

export interface LoadLedger {
  counts: Record<string, number>;
  /** Staff actions answered 200, each of which must have left an audit record. */
  staffActions: {
    action: 'loan.status_changed' | 'disbursement.initiated' | 'disbursement.confirmed';
    loanId: string;
  }[];
  /** Payment references the API accepted (201). */
  payments: string[];
  /** Loan applications the API accepted (201). */
  loans: string[];
  /** Replays of one Idempotency-Key that named another payment than the first answer (must be none). */
  replayMismatches: string[];
}

export interface Lane {
  http: HttpClient;
  db: Database;
  smtp: SmtpSink;
  staff: { email: string; password: string; token?: string };
  ledger: LoadLedger;
  r: Prng;
  /** A number unique to this borrower in the run (phone, NRC, e-mail). */
  nextBorrower: () => number;
  log: (line: string) => void;
  /** No new step after this moment: the load is over. */
  stopAt: number;
  /** Sends an earlier provider callback again (callback-replays.ts); its answer's status. */
  replayCallback: (r: Prng) => Promise<number | undefined>;
}

/** When the load's last steps must give up waiting (run.ts sets it): the checks must not race the load. */
export const loadClock = { hardStopAt: Number.POSITIVE_INFINITY };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const count = (lane: Lane, what: string) => {
  lane.ledger.counts[what] = (lane.ledger.counts[what] ?? 0) + 1;
};

export async function until<T>(
  read: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 500,
): Promise<T | undefined> {
  const deadline = Math.min(Date.now() + timeoutMs, loadClock.hardStopAt);
  while (Date.now() < deadline) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(everyMs);
  }
  return undefined;
}

/** The newest message to `to` in the SMTP sink matching `pattern`, after the first `after` messages to it. */
export function mailMatch(smtp: SmtpSink, to: string, pattern: RegExp, after: number): string | undefined {
  const mine = smtp.received.filter((m) => m.to.includes(to)).slice(after);
  for (const mail of mine.reverse()) {
    const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const found = pattern.exec(text)?.[1];
    if (found) return found;
  }
  return undefined;
}

export const mailsTo = (smtp: SmtpSink, to: string) => smtp.received.filter((m) => m.to.includes(to)).length;

export async function staffToken(lane: Lane): Promise<string> {
  if (lane.staff.token) return lane.staff.token;
  const res = await lane.http.retrying('/api/auth/login', {
    method: 'POST',
    body: { emailOrUsername: lane.staff.email, password: lane.staff.password },
  });
  const token = res.body.data?.token;
  if (typeof token !== 'string') throw new Error(`staff login: ${res.status} ${res.text.slice(0, 200)}`);
  lane.staff.token = token;
  return token;
}

/** Registers a borrower and proves the e-mail with the link that reached the SMTP sink. */
