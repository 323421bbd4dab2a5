import type { TransactionOutcome } from '../ports';
import type { MtnClient } from './mtn-client';
import type { MtnConfig } from './mtn-config';
import { MtnUnavailableError, mtnErrorCode } from './mtn-http';
import { mtnReferenceId } from './mtn-reference-id';
import {
  formatMtnAmount,
  type MtnProduct,
  mtnTransactionSchema,
  toMtnMsisdn,
  toMtnNote,
  toOutcome,
} from './mtn-wire';

/** Collection request-to-pay and Disbursement transfer share one life cycle under different paths. */
const PATHS: Record<MtnProduct, string> = {
  collection: '/collection/v1_0/requesttopay',
  disbursement: '/disbursement/v1_0/transfer',
};

/**
 * A collection's request-to-pay (the wallet is the payer) or a disbursement's transfer (the wallet is the
 * payee): one body but for that side. Our reference travels as `externalId` (it comes back in the
 * callback) and, hashed into a UUID, as the X-Reference-Id.
 */
export async function sendMtnTransaction(
  config: MtnConfig,
  client: MtnClient,
  product: MtnProduct,
  request: { reference: string; amountNgwee: number; narration: string },
  msisdn: string,
): Promise<TransactionOutcome> {
  const note = toMtnNote(request.narration);
  const wallet = { partyIdType: 'MSISDN', partyId: toMtnMsisdn(msisdn) };
  const body = {
    amount: formatMtnAmount(request.amountNgwee),
    currency: config.currency,
    externalId: request.reference,
    ...(product === 'collection' ? { payer: wallet } : { payee: wallet }),
    payerMessage: note,
    payeeNote: note,
  };
  return createMtnTransaction(
    client,
    product,
    mtnReferenceId(config.referenceNamespace, request.reference),
    body,
  );
}

/**
 * POST the transaction under its X-Reference-Id. 202 means accepted and queued: the payer still has to
 * approve with their PIN, so the outcome comes later by callback or status query. 409 means a transaction
 * with this id exists already (our earlier attempt got through), so we ask its status instead of creating
 * another. No answer or a 5xx leaves the outcome unknown; the same reference is asked about later.
 */
export async function createMtnTransaction(
  client: MtnClient,
  product: MtnProduct,
  referenceId: string,
  body: unknown,
): Promise<TransactionOutcome> {
  try {
    const response = await client.call(product, { method: 'POST', path: PATHS[product], referenceId, body });
    if (response.status === 202) return { state: 'pending', providerReference: null };
    if (response.status === 409) return await askStatus(client, product, referenceId, { exists: true });
    if (response.status >= 500) return unknownAnswer(response.status, response.body);
    // Any other 4xx (bad request, forbidden IP, wrong environment…): MoMo did not take the transaction.
    const code = mtnErrorCode(response.body) ?? 'REQUEST_REJECTED';
    return { state: 'failed', providerReference: null, reason: `${code} (HTTP ${response.status})` };
  } catch (error) {
    if (error instanceof MtnUnavailableError) return { state: 'unknown', reason: error.message };
    throw error;
  }
}

/** GET the transaction's status; 404 means MoMo never received a request with this id. */
export async function getMtnTransaction(
  client: MtnClient,
  product: MtnProduct,
  referenceId: string,
): Promise<TransactionOutcome> {
  try {
    return await askStatus(client, product, referenceId, { exists: false });
  } catch (error) {
    if (error instanceof MtnUnavailableError) return { state: 'unknown', reason: error.message };
    throw error;
  }
}

async function askStatus(
  client: MtnClient,
  product: MtnProduct,
  referenceId: string,
  { exists }: { exists: boolean },
): Promise<TransactionOutcome> {
  const response = await client.call(product, { method: 'GET', path: `${PATHS[product]}/${referenceId}` });
  if (response.status === 404) {
    // Just after a 409 the transaction exists even if the status service cannot show it yet.
    return exists
      ? { state: 'unknown', reason: 'MTN reports the reference exists (409) but cannot show it yet' }
      : { state: 'not_found' };
  }
  if (response.status !== 200) return unknownAnswer(response.status, response.body);
  const parsed = mtnTransactionSchema.safeParse(response.body);
  if (!parsed.success) return { state: 'unknown', reason: 'MTN status answer was not understood' };
  return toOutcome(parsed.data, product);
}

function unknownAnswer(status: number, body: unknown): TransactionOutcome {
  const code = mtnErrorCode(body);
  return { state: 'unknown', reason: `MTN answered HTTP ${status}${code ? ` ${code}` : ''}` };
}
