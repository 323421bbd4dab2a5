import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registrationPayload } from './testing/factories';
import { freePort, startServer, waitForHealth } from './testing/processes';

// The real server process, as `npm start` runs it, on the embedded database in a temp DATA_DIR.

describe('the server process', () => {
  it('stops at boot with a message naming a bad variable', async () => {
    const running = startServer({ PORT: 'not-a-port', DATA_DIR: mkdtempSync(join(tmpdir(), 'kwacha-srv-')) });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('PORT:');
    expect(running.output()).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('keeps data across a hard kill and restart, and exits cleanly on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kwacha-srv-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') };

    const first = startServer(env);
    await waitForHealth(base, first);
    const borrower = registrationPayload();
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(borrower),
    });
    expect(registered.status).toBe(201);
    first.child.kill('SIGKILL'); // no chance to flush or clean up
    await first.exited;

    const second = startServer(env);
    await waitForHealth(base, second);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrUsername: borrower.email, password: borrower.password }),
    });
    expect(login.status).toBe(200);
    const body = (await login.json()) as { data: { user: { email: string } } };
    expect(body.data.user.email).toBe(borrower.email);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
