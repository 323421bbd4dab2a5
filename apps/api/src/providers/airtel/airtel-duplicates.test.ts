import { afterEach, describe, expect, it } from 'vitest';
import { collectionRequest, startAirtelKit, transferRequest } from './testing/airtel-test-kit';

/**
 * A resend of a transaction Airtel already has must end in a status enquiry, never in `failed`: after a
 * `failed`, staff may send the money again under a new id, and the borrower is paid twice.
 */
type Kit = Awaited<ReturnType<typeof startAirtelKit>>;
let kit: Kit | undefined;

afterEach(async () => {
  await kit?.close();
  kit = undefined;
});

const enquiriesOf = (k: Kit, reference: string) =>
  k.fake.requests.filter((r) => r.method === 'GET' && r.path.includes(reference));

describe('Airtel duplicate answers', () => {
  it.each(['DP00900001017', 'DP00900001011', 'ESB000041'])(
    'a resend of a settled disbursement answered %s asks its status and reports it paid, once',
    async (code) => {
      kit = await startAirtelKit();
      const request = transferRequest();
      const first = await kit.disbursements.transfer(request);
      expect(first.state).toBe('successful');

      kit.fake.nextCall({ answer: code });
      const again = await kit.disbursements.transfer(request);

      expect(again).toEqual(first);
      expect(enquiriesOf(kit, request.reference)).toHaveLength(1);
      expect(kit.fake.transactions).toHaveLength(1);
    },
  );

  it('"Duplicate exttRID" (DP00900001011) is a duplicate, not a failure, even with HTTP 400', async () => {
    kit = await startAirtelKit();
    const request = transferRequest();
    await kit.disbursements.transfer(request);

    kit.fake.nextCall({ answer: 'DP00900001011', message: 'Duplicate exttRID', httpStatus: 400 });
    const again = await kit.disbursements.transfer(request);

    expect(again.state).toBe('successful');
    expect(enquiriesOf(kit, request.reference)).toHaveLength(1);
  });

  it('a resend of a collection answered with the disbursement duplicate code still asks its status', async () => {
    kit = await startAirtelKit();
    const request = collectionRequest();
    await kit.collections.requestPayment(request);

    kit.fake.nextCall({ answer: 'DP00900001017' });
    const again = await kit.collections.requestPayment(request);

    expect(again.state).toBe('successful');
    expect(enquiriesOf(kit, request.reference)).toHaveLength(1);
  });

  it.each([
    ['an unknown code', { answer: 'DP00900001099', message: 'Duplicate exttRID' }],
    ['an unknown gateway code', { answer: '521050', message: 'Transaction ID already exists' }],
    ['HTTP 409', { answer: 'DP00900001099', message: 'Conflict', httpStatus: 409 }],
  ])('%s with duplicate wording or status is a duplicate too', async (_what, scenario) => {
    kit = await startAirtelKit();
    const request = transferRequest();
    await kit.disbursements.transfer(request);

    kit.fake.nextCall(scenario);
    expect((await kit.disbursements.transfer(request)).state).toBe('successful');
    expect(enquiriesOf(kit, request.reference)).toHaveLength(1);
  });

  it('a code we do not know, without duplicate wording, is unknown, never failed', async () => {
    kit = await startAirtelKit();
    kit.fake.nextCall({ answer: 'DP00900001099', message: 'Something new' });

    expect(await kit.disbursements.transfer(transferRequest())).toEqual({
      state: 'unknown',
      reason: 'Airtel answered a code we do not know: Something new (DP00900001099)',
    });
  });

  it('a duplicate answer for a transaction Airtel cannot find is unknown, never failed', async () => {
    kit = await startAirtelKit();
    kit.fake.nextCall({ answer: 'DP00900001011', message: 'Duplicate exttRID' });

    expect(await kit.disbursements.transfer(transferRequest())).toEqual({
      state: 'unknown',
      reason: 'Airtel called the transaction a duplicate but cannot find it',
    });
    expect(kit.fake.transactions).toHaveLength(0);
  });

  it('an ambiguous answer is unknown, and the same reference later finds the transfer paid', async () => {
    kit = await startAirtelKit();
    kit.fake.nextCall({ answer: 'DP00900001014' });
    const request = transferRequest();

    expect((await kit.disbursements.transfer(request)).state).toBe('unknown');
    expect((await kit.disbursements.transferStatus(request.reference)).state).toBe('successful');
    expect((await kit.disbursements.transfer(request)).state).toBe('successful');
    expect(kit.fake.transactions).toHaveLength(1);
  });
});
