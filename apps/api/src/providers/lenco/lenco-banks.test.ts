import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_BANKS } from '../simulator/simulator-banks';
import { createLencoProviders } from './index';
import { BANK_LIST_RETRY_MS, BANK_LIST_TTL_MS } from './lenco-banks';
import { type LencoHarness, startLencoHarness } from './testing/lenco-test-setup';

let h: LencoHarness;
let clock: Date;
/** The Lenco adapters on the harness's fake, with a clock the test moves and every URL asked recorded. */
let lenco: ReturnType<typeof createLencoProviders>;
let urls: string[];

beforeEach(async () => {
  h = await startLencoHarness();
  clock = new Date('2026-11-21T10:00:00Z');
  urls = [];
  const recordingFetch: typeof fetch = (input, init) => {
    urls.push(String(input));
    return fetch(input, init);
  };
  lenco = createLencoProviders(h.config, { fetch: recordingFetch, now: () => clock });
});
afterEach(async () => {
  await h.close();
});

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const bankRequests = () => h.fake.requests.filter((r) => r.path === '/access/v2/banks');

describe('Lenco bank list', () => {
  it('GETs /banks for Zambia with the Bearer key and keeps only id and name', async () => {
    const banks = await lenco.banks.banks();
    expect(urls).toEqual([`${h.config.baseUrl}/banks?country=zm`]);
    expect(bankRequests()).toEqual([expect.objectContaining({ method: 'GET', authorised: true })]);
    expect(banks).toEqual(SIMULATOR_BANKS.map(({ id, name }) => ({ id, name })));
  });

  it('is fetched once for many calls, at the same time or one after another, until it expires', async () => {
    await Promise.all([lenco.banks.banks(), lenco.banks.banks(), lenco.banks.banks()]);
    for (let i = 0; i < 5; i += 1) await lenco.banks.banks();
    later(BANK_LIST_TTL_MS - 1);
    await lenco.banks.banks();
    expect(bankRequests()).toHaveLength(1);
    later(1);
    h.fake.banks.push({ id: '099', name: 'New Bank Zambia', country: 'zm' });
    expect(await lenco.banks.banks()).toContainEqual({ id: '099', name: 'New Bank Zambia' });
    expect(bankRequests()).toHaveLength(2);
  });

  it('a failed refresh keeps serving the stale list, and waits before asking Lenco again', async () => {
    const fresh = await lenco.banks.banks();
    h.fake.banksDown = true;
    later(BANK_LIST_TTL_MS);
    expect(await lenco.banks.banks()).toEqual(fresh);
    expect(await lenco.banks.banks()).toEqual(fresh);
    expect(bankRequests()).toHaveLength(2);
    h.fake.banksDown = false;
    later(BANK_LIST_RETRY_MS);
    await lenco.banks.banks();
    expect(bankRequests()).toHaveLength(3);
  });

  it('with nothing cached, an outage is BankDirectoryUnavailableError, without the key in its message', async () => {
    h.fake.banksDown = true;
    const failure = lenco.banks.banks();
    await expect(failure).rejects.toMatchObject({
      name: 'BankDirectoryUnavailableError',
      message: "Lenco's bank list is unavailable: Lenco answered HTTP 500 to the banks request",
    });
    await expect(lenco.banks.banks()).rejects.toThrow(/unavailable/);
    // Within the retry pause the outage is answered without asking again.
    expect(bankRequests()).toHaveLength(1);
  });

  it('leaves out unreadable and foreign entries, and treats an empty list as a failure', async () => {
    h.fake.banks = [
      { id: '002', name: 'Absa Bank', country: 'zm' },
      { id: '', name: 'No id', country: 'zm' },
      { id: '044', name: 'Access Bank Nigeria', country: 'ng' },
    ];
    const direct = createLencoProviders(h.config);
    expect(await direct.banks.banks()).toEqual([{ id: '002', name: 'Absa Bank' }]);
    h.fake.banks = [];
    await expect(createLencoProviders(h.config).banks.banks()).rejects.toThrow(
      "Lenco's bank list is unavailable: Lenco listed no Zambian banks",
    );
  });
});
