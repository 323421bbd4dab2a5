/**
 * One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed there by its source module; read
 * here and by the service worker's precache list (vite-service-worker.ts).
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The built files a page module needs before it can render: its own chunk and every chunk it imports
 * statically, followed through the manifest. Throws when the module has no chunk, so a page moved without
 * updating PRERENDERED_PAGE_MODULES fails the build instead of quietly losing its preload.
 */
export function pageChunkFiles(manifest: Record<string, ManifestChunk>, module: string): string[] {
  if (!manifest[module]) throw new Error(`The build manifest has no chunk for ${module}.`);
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return files;
}

/**
 * The template with a module preload for each file it does not already load, at the end of its head. The
 * entry only asks for a page's chunk after it has run; preloading it from the HTML saves that round trip
 * on a slow mobile network (docs/performance.md).
 */
export function withModulePreloads(template: string, files: readonly string[]): string {
  const links = files
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  if (links.length === 0) return template;
  return template.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * The head with its stylesheets before its scripts and module preloads. Vite puts the stylesheet after
 * them, so the browser asked for the scripts first, and on HTTP/1.1's six connections the stylesheet,
 * the one file the first paint waits for, queued behind them.
 */
export function stylesheetsFirst(template: string): string {
  const stylesheets = template.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  const rest = stylesheets.reduce((page, link) => page.replace(link, ''), template);
  const at = rest.search(/<script |<link rel="modulepreload"/);
  if (stylesheets.length === 0 || at === -1) return template;
  return `${rest.slice(0, at)}${stylesheets.map((link) => `${link.trim()}\n    `).join('')}${rest.slice(at)}`;
}
