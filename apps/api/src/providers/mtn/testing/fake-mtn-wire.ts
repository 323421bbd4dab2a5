import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeMtnScenario } from './fake-mtn-scenarios';

/** Request parsing and MoMo-shaped answers for the fake server. */

type Product = 'collection' | 'disbursement';

export interface FakeMtnTransaction {
  product: Product;
  referenceId: string;
  externalId: string;
  amount: string;
  currency: string;
  /** The payer (collection) or payee (transfer). */
  party: { partyIdType: string; partyId: string };
  payerMessage: string;
  payeeNote: string;
  callbackUrl: string | null;
  scenario: FakeMtnScenario;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason: string | null;
  financialTransactionId: string | null;
  createdAt: number;
}

const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

export type FakeMtnCreateInput = Pick<
  FakeMtnTransaction,
  'amount' | 'currency' | 'externalId' | 'party' | 'payerMessage' | 'payeeNote'
>;

/** The create body as MoMo validates it; a string is the 400 message. */
export function parseCreateBody(raw: string, product: Product): FakeMtnCreateInput | string {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return 'Body must be JSON.';
  }
  const party = body[product === 'collection' ? 'payer' : 'payee'] as Record<string, unknown> | undefined;
  const { amount, currency, externalId, payerMessage = '', payeeNote = '' } = body;
  if (typeof amount !== 'string' || !AMOUNT.test(amount)) return 'amount must be a decimal string.';
  if (typeof currency !== 'string' || typeof externalId !== 'string')
    return 'currency and externalId are required.';
  if (
    party?.partyIdType !== 'MSISDN' ||
    typeof party.partyId !== 'string' ||
    !/^\d{6,15}$/.test(party.partyId)
  ) {
    return 'The party must be an MSISDN with country code and no plus.';
  }
  for (const note of [payerMessage, payeeNote]) {
    if (typeof note !== 'string' || note.length > 160 || note.includes("'")) {
      return 'payerMessage and payeeNote are at most 160 characters, without apostrophes.';
    }
  }
  return {
    amount,
    currency,
    externalId,
    party: { partyIdType: 'MSISDN', partyId: party.partyId },
    payerMessage: payerMessage as string,
    payeeNote: payeeNote as string,
  };
}

export function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** One answer: status and JSON body (null: empty), optionally held back to outlast the client's timeout. */
export interface Answer {
  status: number;
  body: unknown;
  holdMs?: number;
}

export function respond(res: ServerResponse, answer: Answer): void {
  if (res.writableEnded || res.destroyed) return;
  if (answer.body === null) {
    res.writeHead(answer.status).end();
    return;
  }
  res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
}

/** MoMo's error body. */
export function mtnError(status: number, code: string, message: string): Answer {
  return { status, body: { code, message } };
}

export function badRequest(message: string): Answer {
  return mtnError(400, 'REQUEST_REJECTED', message);
}

/** Azure API Management, in front of MoMo, answers a wrong subscription key before MoMo sees the call. */
export const DENIED_SUBSCRIPTION: Answer = {
  status: 401,
  body: {
    statusCode: 401,
    message:
      'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
  },
};

/** The transaction as MoMo shows it: the status answer, which is also the callback body. */
export function toWireBody(t: FakeMtnTransaction, reasonStyle: 'code' | 'object'): Record<string, unknown> {
  const reason =
    t.reason && reasonStyle === 'object'
      ? { code: t.reason, message: t.reason.toLowerCase().replace(/_/g, ' ') }
      : t.reason;
  return {
    amount: t.amount,
    currency: t.currency,
    ...(t.financialTransactionId && { financialTransactionId: t.financialTransactionId }),
    externalId: t.externalId,
    [t.product === 'collection' ? 'payer' : 'payee']: t.party,
    payerMessage: t.payerMessage,
    payeeNote: t.payeeNote,
    status: t.status,
    ...(reason && { reason }),
  };
}
