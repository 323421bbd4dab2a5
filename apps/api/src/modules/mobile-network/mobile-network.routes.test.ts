import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('POST /api/mobile-network/detect', () => {
  let t: TestApp;
  const detect = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/mobile-network/detect', payload });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['0955123456', 'zamtel'],
    ['+260751234567', 'zamtel'],
    ['260551234567', 'zamtel'],
    ['0966123456', 'mtn'],
    ['0761234567', 'mtn'],
    ['+260 56 123 4567', 'mtn'],
    ['0977123456', 'airtel'],
    ['077-123-4567', 'airtel'],
    ['571234567', 'airtel'],
  ])('%s is %s', async (phoneNumber, network) => {
    const res = await detect({ phoneNumber });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { detectedNetwork: network } });
  });

  it.each(['0211234567', '0985123456', '09771234', '', 'not a number', '+44 7700 900123'])(
    '%j is not a known network: null',
    async (phoneNumber) => {
      const res = await detect({ phoneNumber });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ detectedNetwork: null });
    },
  );

  it('is public but strict about its body', async () => {
    expect((await detect({ phoneNumber: '0977123456', operator: 'mtn' })).statusCode).toBe(400);
    expect((await detect({})).statusCode).toBe(400);
    expect((await detect({ phoneNumber: '0'.repeat(31) })).statusCode).toBe(400);
  });
});
