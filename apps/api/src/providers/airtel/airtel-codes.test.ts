import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionOutcome } from '../ports';
import { COLLECTION_CODES, COMMON_CODES, DISBURSEMENT_CODES } from './airtel-codes';
import { collectionRequest, startAirtelKit, transferRequest } from './testing/airtel-test-kit';

/**
 * Every code of the table, answered by the fake Airtel as Airtel would, must reach the outcome we mean.
 * The expectations are written out here, not read from the table, so a wrong row fails this test.
 */
type Expected =
  | 'successful'
  | 'pending'
  | 'failed'
  | 'insufficient_funds'
  | 'unknown'
  | 'duplicate'
  | 'signature';

const COMMON: Partial<Record<Expected, string[]>> = {
  pending: ['ESB000010'],
  failed: [
    ...['ESB000008', 'ESB000011', 'ESB000033', 'ESB000034', 'ESB000035', 'ESB000036', 'ESB000039'],
    ...['ROUTER001', 'ROUTER003', 'ROUTER005', 'ROUTER006', 'ROUTER007', 'ROUTER110', 'ROUTER112'],
    ...['ROUTER115', 'ROUTER116', 'ROUTER119'],
  ],
  // ESB000045 is "not found": no answer to a request we can trust as a refusal.
  unknown: ['ESB000001', 'ESB000004', 'ESB000014', 'ESB000045', 'ROUTER114', 'ROUTER117'],
  duplicate: ['ESB000041'],
};

const EXPECTED: Record<'collection' | 'disbursement', Partial<Record<Expected, string[]>>> = {
  collection: {
    // A push is never believed as paid: only the enquiry or callback says the payer approved.
    pending: ['DP00800001001', 'DP00800001006'],
    failed: [
      ...['DP00800001002', 'DP00800001003', 'DP00800001004', 'DP00800001005', 'DP00800001008'],
      ...['DP00800001009', 'DP00800001010', 'DP00800001029'],
    ],
    insufficient_funds: ['DP00800001007'],
    unknown: ['DP00800001000', 'DP00800001024', 'DP00800001025'],
    signature: ['DP00800001026'],
  },
  disbursement: {
    successful: ['DP00900001001'],
    pending: ['DP00900001006'],
    failed: [
      ...['DP00900001003', 'DP00900001004', 'DP00900001005', 'DP00900001007', 'DP00900001009'],
      ...['DP00900001010', 'DP00900001012', 'DP00900001013', 'DP00900001019'],
    ],
    unknown: ['DP00900001000', 'DP00900001014', 'DP00900001015'],
    duplicate: ['DP00900001011', 'DP00900001017'],
    signature: ['DP00900001016', 'DP00900001018'],
  },
};

/** [code, expected, the payer's or payee's number]: one number per case, so cases cannot leak. */
function casesOf(product: 'collection' | 'disbursement'): [string, Expected, string][] {
  const merged: [string, Expected, string][] = [];
  for (const table of [EXPECTED[product], COMMON]) {
    for (const [expected, codes] of Object.entries(table)) {
      for (const code of codes ?? []) {
        merged.push([code, expected as Expected, `97710${String(merged.length).padStart(4, '0')}`]);
      }
    }
  }
  return merged;
}

type Kit = Awaited<ReturnType<typeof startAirtelKit>>;

describe.each([
  ['collection', COLLECTION_CODES],
  ['disbursement', DISBURSEMENT_CODES],
] as const)('Airtel %s codes', (product, table) => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startAirtelKit();
  });
  afterAll(async () => {
    await kit.close();
  });

  const send = (reference: string, nine: string): Promise<TransactionOutcome> => {
    const msisdn = `+260${nine}`;
    return product === 'collection'
      ? kit.collections.requestPayment(collectionRequest({ reference, msisdn }))
      : kit.disbursements.transfer(
          transferRequest({
            reference,
            destination: { method: 'mobile_money', operator: 'airtel', msisdn, accountName: 'A B' },
          }),
        );
  };
  const posts = (reference: string) =>
    kit.fake.requests.filter((r) => r.method === 'POST' && r.body.includes(`"${reference}"`));
  const enquiries = (reference: string) =>
    kit.fake.requests.filter((r) => r.method === 'GET' && r.path.includes(reference));
  const recorded = (reference: string) => kit.fake.transactions.filter((t) => t.id === reference);

  it('has an expectation for every code of the table, and no other', () => {
    const expected = casesOf(product).map(([code]) => code);
    expect(new Set(expected).size).toBe(expected.length);
    expect([...expected].sort()).toEqual([...Object.keys(table), ...Object.keys(COMMON_CODES)].sort());
  });

  it.each(casesOf(product))('%s → %s', async (code, expected, nine) => {
    const reference = `${product.slice(0, 3)}-${code}`;
    if (expected === 'duplicate') {
      // A resend of a transaction Airtel has settled: the answer sends us to the enquiry, which says paid.
      expect((await send(reference, nine)).state).not.toBe('failed');
      kit.fake.setScenario(nine, { answer: code });
      expect(await send(reference, nine)).toMatchObject({ state: 'successful' });
      expect(enquiries(reference)).toHaveLength(1);
      expect(recorded(reference)).toHaveLength(1);
      return;
    }
    kit.fake.setScenario(nine, { answer: code });
    if (expected === 'signature') {
      // Refused again after a fresh key and one resend: nothing is known to have happened.
      expect(await send(reference, nine)).toMatchObject({ state: 'unknown' });
      expect(posts(reference)).toHaveLength(2);
      return;
    }
    const outcome = await send(reference, nine);
    if (expected === 'insufficient_funds') {
      expect(outcome).toMatchObject({ state: 'failed', insufficientFunds: true });
    } else {
      expect(outcome.state).toBe(expected);
      expect(outcome).not.toHaveProperty('insufficientFunds');
    }
    if (outcome.state === 'failed' || outcome.state === 'unknown') expect(outcome.reason).toContain(code);
  });
});
