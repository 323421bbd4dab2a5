// `npm start`: builds the web app if it has not been built yet, then serves web + API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webIndex = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));

if (!existsSync(webIndex) || process.argv.includes('--rebuild')) {
  console.info('Building the web app (first start only; `npm run build` rebuilds it)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
// Pass stop signals on so the server shuts down gracefully, and exit with its code.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
