import type { IncomingMessage, ServerResponse } from 'node:http';

/** The fake's answers: Lenco's JSON envelope, or plain text for routes Lenco does not have. */
export type Answer = { status: number; body: unknown } | { status: number; text: string };
/** An answer and how long to hold it back (a slow or timed-out Lenco). */
export type Reply = { answer: Answer; holdMs?: number | undefined };

type Body = Record<string, unknown>;

const REFERENCE = /^[A-Za-z0-9._-]+$/;
const PHONE = /^0\d{9}$/;
// Lenco's enums: collections in Zambia take airtel or mtn; transfers also zamtel.
const COLLECTION_OPERATORS = ['airtel', 'mtn'];
const TRANSFER_OPERATORS = ['airtel', 'mtn', 'zamtel'];

export function ok(data: unknown): Answer {
  return { status: 200, body: { status: true, message: '', data } };
}

export function envelopeError(status: number, message: string, errorCode?: string): Answer {
  return { status, body: { status: false, message, data: null, ...(errorCode && { errorCode }) } };
}

/** Lenco's validation (errorCode 01) of a collection request; null when valid. */
export function invalidCollection(body: Body): string | null {
  return (
    invalidCommon(body) ??
    invalidPhone(body.phone) ??
    (COLLECTION_OPERATORS.includes(String(body.operator)) ? null : 'operator must be one of airtel, mtn') ??
    (body.bearer === undefined || ['merchant', 'customer'].includes(String(body.bearer))
      ? null
      : 'bearer must be merchant or customer')
  );
}

/** Lenco's validation of a transfer to a wallet (`mobile`) or a bank account (`bank`); null when valid. */
export function invalidTransfer(body: Body, rail: 'mobile' | 'bank'): string | null {
  const common = invalidCommon(body);
  if (common) return common;
  if (rail === 'bank') {
    return typeof body.accountNumber === 'string' && typeof body.bankId === 'string'
      ? null
      : 'accountNumber and bankId are required';
  }
  return (
    invalidPhone(body.phone) ??
    (TRANSFER_OPERATORS.includes(String(body.operator))
      ? null
      : 'operator must be one of airtel, mtn, zamtel')
  );
}

function invalidCommon(body: Body): string | null {
  const amount = body.amount;
  if (typeof amount !== 'number' || !(amount > 0) || Number(amount.toFixed(2)) !== amount) {
    return 'amount must be a positive number with at most 2 decimals';
  }
  if (typeof body.reference !== 'string' || !REFERENCE.test(body.reference)) {
    return 'reference may only contain -, ., _ and alphanumeric characters';
  }
  if (body.country !== undefined && !['zm', 'mw'].includes(String(body.country))) return 'country is invalid';
  return null;
}

function invalidPhone(phone: unknown): string | null {
  return typeof phone === 'string' && PHONE.test(phone) ? null : 'phone is invalid';
}

/** Exact for the two-decimal amounts validation lets through. */
export function toNgwee(amount: unknown): number {
  const [whole = '0', fraction = ''] = Number(amount).toFixed(2).split('.');
  return Number(whole) * 100 + Number(fraction);
}

export function asObject(body: unknown): Body {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

export function send(res: ServerResponse, answer: Answer): void {
  if (res.writableEnded || res.destroyed) return;
  if ('text' in answer) {
    res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.text);
    return;
  }
  res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function parseJson(raw: string): unknown {
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}
