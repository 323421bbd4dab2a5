import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { FakeAirtelServer } from '../../providers/airtel/testing/fake-airtel-server';
import { FakeLencoServer } from '../../providers/lenco/testing/fake-lenco-server';
import { FakeMtnServer } from '../../providers/mtn/testing/fake-mtn-server';
import { freePort, type RunningServer, startServer, waitForHealth } from '../processes';
import { SmtpSink } from '../smtp-sink';
import { PostgresCluster, RedisServer } from './cluster';
import { FaultProxy } from './fault-proxy';

const LENCO_KEY = 'lenco-chaos-secret-key';
const LENCO_ACCOUNT = 'b176cda5-7d97-4a3f-b4dd-ab0234e9e08c';
export const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export type ProcessName = 'api-1' | 'api-2' | 'worker';

interface Managed {
  name: ProcessName;
  port: number | undefined;
  running: RunningServer | undefined;
  /** Exits we did not cause (a crash), with the last output. */
}

/** Everything the run starts: the cluster, Redis, the provider stand-ins, the proxies and our processes. */
export class ChaosStack {
  pg!: PostgresCluster;
  redis!: RedisServer;
  smtp = new SmtpSink();
  mtn!: FakeMtnServer;
  airtel!: FakeAirtelServer;
  lenco!: FakeLencoServer;
  /** The fault proxies between our processes and what they depend on. */
  readonly proxies: Record<'postgres' | 'redis' | 'mtn' | 'airtel' | 'lenco', FaultProxy> = {} as never;
  /** The load balancer in front of both API processes (the load and the providers' callbacks use it). */
  ingress!: FaultProxy;
  private readonly processes = new Map<ProcessName, Managed>();
  private env: Record<string, string> = {};
  /** Processes that exited without being killed by the run (a crash is a finding). */
  readonly crashes: { name: ProcessName; code: number | null; output: string }[] = [];
  private readonly killing = new Set<RunningServer>();

  constructor(readonly folder: string) {}

  get base(): string {
    return `http://${this.ingress.hostPort}`;
  }

  async start(log: (line: string) => void): Promise<void> {
    // Inside the repository, so the bundle's imports find node_modules (as multi-process.test.ts does).
    mkdirSync(join(REPO_ROOT, '.tmp'), { recursive: true });
    const outDir = mkdtempSync(join(REPO_ROOT, '.tmp', 'chaos-build-'));
    log('building the API bundle');
    const build = spawnSync(process.execPath, ['scripts/build-api.mjs', '--outdir', outDir], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);

    log('starting PostgreSQL and Redis of our own');
    this.pg = new PostgresCluster(join(this.folder, 'pg'), await freePort());
    mkdirSync(this.pg.folder, { recursive: true });
    await this.pg.init();
    this.redis = new RedisServer(join(this.folder, 'redis'), await freePort());
    await this.redis.start();

    const apiPorts = [await freePort(), await freePort()];
    this.ingress = await new FaultProxy(
      'ingress',
      apiPorts.map((port) => ({ host: '127.0.0.1', port })),
    ).start();
    const callback = (path: string) => `${this.base}${path}`;

    const smtpUrl = await this.smtp.start();
    this.mtn = new FakeMtnServer({ callbackUrl: callback('/api/webhooks/mtn') });
    await this.mtn.start();
    this.airtel = await new FakeAirtelServer({ callbackUrl: callback('/api/webhooks/airtel') }).start();
    this.lenco = await new FakeLencoServer({
      apiKey: LENCO_KEY,
      accountId: LENCO_ACCOUNT,
      webhookUrl: callback('/api/webhooks/lenco'),
    }).start();

    const target = (url: string) => {
      const u = new URL(url);
      return [{ host: u.hostname, port: Number(u.port) }];
    };
    this.proxies.postgres = await new FaultProxy('postgres', [
      { host: '127.0.0.1', port: this.pg.port },
    ]).start();
    this.proxies.redis = await new FaultProxy('redis', [
      { host: '127.0.0.1', port: this.redis.port },
    ]).start();
    this.proxies.mtn = await new FaultProxy('mtn', target(this.mtn.url)).start();
    this.proxies.airtel = await new FaultProxy('airtel', target(this.airtel.url)).start();
    this.proxies.lenco = await new FaultProxy('lenco', target(this.lenco.url)).start();
    const via = (proxy: FaultProxy, url: string) => {
      const u = new URL(url);
      u.host = proxy.hostPort;
      return u.toString().replace(/\/$/, '');
    };

    this.env = {
      DATABASE_URL: `postgres://postgres@${this.proxies.postgres.hostPort}/kwacha`,
      REDIS_URL: `redis://${this.proxies.redis.hostPort}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      APP_URL: 'http://app.test',
      SMTP_URL: smtpUrl,
      SIMULATOR_DELAY_MS: '300',
      PAYMENT_PROVIDER_MTN: 'mtn',
      PAYMENT_PROVIDER_AIRTEL: 'airtel',
      PAYMENT_PROVIDER_BANK: 'lenco',
      ...this.mtn.env({
        MTN_BASE_URL: via(this.proxies.mtn, this.mtn.url),
        MTN_CALLBACK_URL: callback('/api/webhooks/mtn'),
        MTN_TIMEOUT_MS: '5000',
      }),
      AIRTEL_BASE_URL: via(this.proxies.airtel, this.airtel.url),
      AIRTEL_CLIENT_ID: this.airtel.clientId,
      AIRTEL_CLIENT_SECRET: this.airtel.clientSecret,
      AIRTEL_DISBURSEMENT_PIN: this.airtel.pin,
      AIRTEL_PIN_PUBLIC_KEY: this.airtel.pinPublicKey,
      AIRTEL_TIMEOUT_MS: '5000',
      LENCO_BASE_URL: via(this.proxies.lenco, this.lenco.url),
      LENCO_API_KEY: LENCO_KEY,
      LENCO_ACCOUNT_ID: LENCO_ACCOUNT,
      LENCO_TIMEOUT_MS: '5000',
      DATA_DIR: join(this.folder, 'data'),
      WEB_DIST_DIR: join(this.folder, 'no-web'),
    };
    mkdirSync(this.env.DATA_DIR as string, { recursive: true });
    this.processes.set('api-1', { name: 'api-1', port: apiPorts[0], running: undefined });
    this.processes.set('api-2', { name: 'api-2', port: apiPorts[1], running: undefined });
    this.processes.set('worker', { name: 'worker', port: undefined, running: undefined });
    this.outDir = outDir;

    log('starting two API processes (WORKERS=off) and a worker');
    // One after another: three first starts at once on a fresh database deadlock in pg-boss's queue
    // creation and a process exits (seen by this run; reported, issue 46).
    await this.startProcess('api-1');
    await this.startProcess('api-2');
    await this.startProcess('worker');
  }

  private outDir = '';

  /** A staff account made as an operator makes one: the build's admin-create, straight to the database. */
  async createStaff(email: string, password: string): Promise<void> {
    const args = ['--email', email, '--password', password, '--role', 'admin'];
    // Rejects (with the command's output) when it exits non-zero.
    await promisify(execFile)(
      process.execPath,
      [join(this.outDir, 'admin-create.js'), ...args, '--first-name', 'Ada', '--last-name', 'Mulenga'],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', ...this.env, DATABASE_URL: this.pg.url, NODE_ENV: 'test' },
        timeout: 120_000,
      },
    );
  }

  isRunning(name: ProcessName): boolean {
    const running = this.processes.get(name)?.running;
    return !!running && running.child.exitCode === null && running.child.signalCode === null;
  }

  async startProcess(name: ProcessName): Promise<void> {
    const managed = this.processes.get(name);
    if (!managed) throw new Error(`no process ${name}`);
    // Two overlapping kills of one process start it once.
    if (this.isRunning(name)) return;
    const entry = name === 'worker' ? 'worker.js' : 'server.js';
    const env = { ...this.env, ...(managed.port ? { PORT: String(managed.port), WORKERS: 'off' } : {}) };
    const running = startServer(env, ['--enable-source-maps', join(this.outDir, entry)]);
    managed.running = running;
    void running.exited.then((code) => {
      this.saveLog(name, running);
      if (!this.killing.has(running)) {
        this.crashes.push({ name, code, output: running.output().slice(-4_000) });
      }
    });
    if (managed.port) await waitForHealth(`http://127.0.0.1:${managed.port}`, running, 90_000);
  }

  /** kill -9: no graceful shutdown, whatever the process had in hand. */
  async kill(name: ProcessName): Promise<void> {
    const running = this.processes.get(name)?.running;
    if (!running || running.child.exitCode !== null) return;
    this.killing.add(running);
    running.child.kill('SIGKILL');
    await running.exited;
  }

  /** Where each process's whole output is kept (one file per process started), for the evidence. */
  logsDir = '';

  private saveLog(name: ProcessName, running: RunningServer): void {
    if (!this.logsDir) return;
    mkdirSync(this.logsDir, { recursive: true });
    writeFileSync(join(this.logsDir, `${name}-${running.child.pid}.log`), running.output());
  }

  /** Every process's output, for the report when something went wrong. */
  outputs(): Record<string, string> {
    return Object.fromEntries(
      [...this.processes.values()].map((p) => [p.name, p.running?.output().slice(-8_000) ?? '']),
    );
  }

  async stop(): Promise<void> {
    for (const managed of this.processes.values()) {
      const running = managed.running;
      if (running && running.child.exitCode === null) {
        this.killing.add(running);
        running.child.kill('SIGTERM');
        await Promise.race([running.exited, new Promise((r) => setTimeout(r, 25_000))]);
        if (running.child.exitCode === null) running.child.kill('SIGKILL');
      }
      if (running) this.saveLog(managed.name, running);
    }
    for (const proxy of [this.ingress, ...Object.values(this.proxies)]) await proxy?.close();
    await this.smtp.stop().catch(() => undefined);
    await this.mtn?.close().catch(() => undefined);
    await this.airtel?.close().catch(() => undefined);
    await this.lenco?.close().catch(() => undefined);
    await this.redis?.stop();
    await this.pg?.stop();
    if (this.outDir) rmSync(this.outDir, { recursive: true, force: true });
  }
}
