import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// Real processes, as an operator runs them: `npm start`'s server and the `npm run …` commands.
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * The API server process on the given environment (PATH only otherwise: nothing leaks in). `nodeArgs`
 * runs another entry point, e.g. a compiled bundle (build.test.ts).
 */
export function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = ['--import', 'tsx', 'src/server.ts'],
): RunningServer {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForHealth(base: string, running: RunningServer, timeoutMs = 45_000): Promise<void> {
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

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A command-line script of apps/api (e.g. 'src/cli/admin-create.ts') with its arguments. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<RunResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', fail);
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}
