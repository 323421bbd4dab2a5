import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BureauTimeoutError, BureauUnavailableError, BureauWrongPersonError } from './credit-checks.errors';
import { httpBureau } from './http-bureau';
import { STANDIN_BUREAU_API_KEY, type StandinBureau, startStandinBureau } from './testing/standin-bureau';

describe('the TransUnion-style client against the stand-in bureau', () => {
  let standin: StandinBureau;
  let key = 0;
  beforeAll(async () => {
    standin = await startStandinBureau();
  });
  afterAll(() => standin.close());

  const client = (over: { apiKey?: string; timeoutMs?: number } = {}) =>
    httpBureau({
      name: 'standin',
      baseUrl: standin.url,
      apiKey: over.apiKey ?? STANDIN_BUREAU_API_KEY,
      timeoutMs: over.timeoutMs ?? 1000,
    });
  const ask = (nrc: string, over: { apiKey?: string; timeoutMs?: number } = {}) => {
    key += 1;
    return client(over).checkConsumer({
      nrc,
      firstName: 'Mwila',
      lastName: 'Banda',
      dateOfBirth: '1990-05-17',
      phone: '+260977000111',
      requestKey: `http-test-${key}`,
    });
  };

  it('reads a found report into ngwee, days and a score', async () => {
    const report = await ask('412345/40/1');
    expect(report).toMatchObject({
      outcome: 'found',
      nrc: '412345/40/1',
      score: 540,
      facilities: [
        { lender: 'Another Lender Ltd', balance: 310_000, monthlyInstalment: 45_000, arrearsDays: 60 },
      ],
    });
  });

  it('reads not found and thin file', async () => {
    expect((await ask('412345/20/1')).outcome).toBe('not_found');
    expect(await ask('412345/30/1')).toMatchObject({ outcome: 'thin_file', score: null, facilities: [] });
  });

  it('gives up on a bureau that never answers within its timeout', async () => {
    const started = Date.now();
    await expect(ask('412345/91/1', { timeoutMs: 300 })).rejects.toBeInstanceOf(BureauTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('counts a 5xx, a refused key and an unreachable bureau as unavailable', async () => {
    await expect(ask('412345/92/1')).rejects.toBeInstanceOf(BureauUnavailableError);
    await expect(ask('412345/10/1', { apiKey: 'wrong-key-123' })).rejects.toBeInstanceOf(
      BureauUnavailableError,
    );
    const nowhere = httpBureau({
      name: 'standin',
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'x',
      timeoutMs: 500,
    });
    await expect(
      nowhere.checkConsumer({
        nrc: '412345/10/1',
        firstName: 'A',
        lastName: 'B',
        dateOfBirth: '1990-01-01',
        phone: null,
        requestKey: 'nowhere',
      }),
    ).rejects.toBeInstanceOf(BureauUnavailableError);
  });

  it('refuses an answer about another NRC', async () => {
    await expect(ask('412345/93/1')).rejects.toBeInstanceOf(BureauWrongPersonError);
  });
});
