import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registrationPayload } from './testing/factories';

// The real server process, as `npm start` runs it, on the embedded database in a temp DATA_DIR.
const apiDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(base: string, running: Running, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`server exited: ${running.output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy: ${running.output()}`);
}

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
