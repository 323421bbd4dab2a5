import { type ChildProcess, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Resolves once the app at `baseUrl` answers /api/health; throws when `server` exits or time runs out. */
export async function waitForHealth(server: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

/** A staff account made exactly as the README tells an operator: `npm run admin:create -- …`. */
export function createStaffAccount(
  env: NodeJS.ProcessEnv,
  staff: { email: string; password: string; role: string; firstName?: string; lastName?: string },
): void {
  const names = [
    ...(staff.firstName ? ['--first-name', staff.firstName] : []),
    ...(staff.lastName ? ['--last-name', staff.lastName] : []),
  ];
  const created = spawnSync(
    'npm',
    [
      'run',
      'admin:create',
      '--',
      '--email',
      staff.email,
      '--password',
      staff.password,
      '--role',
      staff.role,
      ...names,
    ],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stdout}${created.stderr}`);
}
