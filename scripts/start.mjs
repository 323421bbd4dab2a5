// `npm start`: builds the web app and the API if they have not been built yet, then serves web + API on
// one port from the compiled API (docs/architecture.md §2, "API build").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const rebuild = process.argv.includes('--rebuild');

/** Each build `npm run build` does, and the file whose absence means it has not been done. */
const BUILDS = [
  { name: 'the web app', script: 'build:web', output: 'apps/web/dist/index.html' },
  { name: 'the API', script: 'build:api', output: 'apps/api/dist/server.js' },
];

for (const { name, script, output } of BUILDS) {
  if (!rebuild && existsSync(fileURLToPath(new URL(`../${output}`, import.meta.url)))) continue;
  console.info(`Building ${name} (first start only; \`npm run build\` rebuilds)...`);
  const build = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
// Pass stop signals on so the server shuts down gracefully, and exit with its code.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
