import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The run's own PostgreSQL cluster in a temporary folder and its own Redis, never the machine's shared
 * servers (5432, 6379): the run restarts them on purpose. initdb refuses root, so as root the cluster
 * belongs to `postgres` and its commands run through runuser.
 */
function pgBinDir(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const version = versions.find((v) => existsSync(join(root, v, 'bin', 'pg_ctl')));
  if (!version) throw new Error('no pg_ctl under /usr/lib/postgresql/*/bin');
  return join(root, version, 'bin');
}

const asRoot = process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export class PostgresCluster {
  private readonly bin = pgBinDir();
  readonly dataDir: string;
  readonly socketDir: string;
  readonly logFile: string;
  restarts = 0;

  constructor(
    readonly folder: string,
    readonly port: number,
  ) {
    this.dataDir = join(folder, 'pgdata');
    this.socketDir = join(folder, 'pgsocket');
    this.logFile = join(folder, 'postgres.log');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/kwacha`;
  }

  /** Runs a cluster command as the `postgres` user when we are root. */
  // Asynchronous: the run's proxies, sinks and stand-ins live in this process and must keep answering.
  private async run(command: string, args: string[]): Promise<string> {
    const full = join(this.bin, command);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
    const { stdout } = await promisify(execFile)(file, argv, { encoding: 'utf8', timeout: 120_000 });
    return stdout;
  }

  async init(): Promise<void> {
    mkdirSync(this.socketDir, { recursive: true });
    if (asRoot) {
      const { uid, gid } = postgresUser();
      chownSync(this.folder, uid, gid);
      chownSync(this.socketDir, uid, gid);
    }
    await this.run('initdb', [
      '-D',
      this.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await this.start();
    await this.run('createdb', ['-h', this.socketDir, '-p', String(this.port), '-U', 'postgres', 'kwacha']);
  }

  private options(): string {
    // Small and fast to restart: a test cluster, not a tuned server (docs/operations.md §3 is that). Commits
    // stay synchronous: with synchronous_commit off an immediate restart loses answered commits (seed 4646
    // lost two applications the API had answered 201). fsync off only matters if the machine itself fails.
    return [
      `-p ${this.port}`,
      `-k ${this.socketDir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c max_connections=120',
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c shared_buffers=64MB',
    ].join(' ');
  }

  async start(): Promise<void> {
    await this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      this.logFile,
      '-o',
      this.options(),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  private restarting: Promise<unknown> = Promise.resolve();

  /**
   * A crash and a start: `pg_ctl restart -m immediate` (no checkpoint, recovery from the WAL). Two
   * restarts due at once run one after the other: pg_ctl must not stop a server another pg_ctl is starting.
   */
  restart(): Promise<void> {
    this.restarts += 1;
    const next = this.restarting.then(() => this.restartNow());
    this.restarting = next.catch(() => undefined);
    return next;
  }

  private async restartNow(): Promise<void> {
    await this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      this.logFile,
      '-m',
      'immediate',
      '-o',
      this.options(),
      '-w',
      '-t',
      '60',
      'restart',
    ]);
  }

  async stop(): Promise<void> {
    try {
      await this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
    } catch {
      // already stopped
    }
  }
}

export class RedisServer {
  private child: ChildProcess | undefined;
  restarts = 0;

  constructor(
    readonly folder: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    mkdirSync(this.folder, { recursive: true });
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.folder,
      ],
      { stdio: 'ignore' },
    );
    this.child = child;
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      try {
        execFileSync('redis-cli', ['-p', String(this.port), 'ping'], { stdio: 'ignore', timeout: 2_000 });
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('redis-server did not answer');
  }

  /** Killed hard and started again, empty: Redis holds only counters (docs/operations.md §5). */
  async restart(): Promise<void> {
    this.restarts += 1;
    await this.stop('SIGKILL');
    await this.start();
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}
