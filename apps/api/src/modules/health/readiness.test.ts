import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_DOWN_MESSAGE, MIGRATING_MESSAGE } from './readiness';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});
const testApp = async () => {
  const t = await createTestApp();
  apps.push(t);
  return t;
};

describe('GET /api/ready', () => {
  it('answers 200 once migrated with the database up', async () => {
    const t = await testApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Ready',
      msg: 'Ready',
      data: { status: 'ready', database: 'up', migrations: 'current' },
    });
  });

  it('answers 503 while migrations are not finished; liveness still answers 200', async () => {
    const t = await testApp();
    t.ctx.readiness.migrated = false;
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', message: MIGRATING_MESSAGE },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 when the database is unreachable, without leaking the driver error', async () => {
    const t = await testApp();
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', message: DATABASE_DOWN_MESSAGE },
    });
    expect(res.body).not.toMatch(/ECONN|stack|pg/);
  });
});
