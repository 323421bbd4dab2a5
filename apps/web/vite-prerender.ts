import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  type ManifestChunk,
  pageChunkFiles,
  stylesheetsFirst,
  withModulePreloads,
} from './src/prerender/page-preloads';
import { holdUntilFirstPaint } from './src/prerender/held-preloads';
import { precompressFile } from './vite-precompress';

const SERVER_ENTRY = 'src/prerender/render-page.tsx';
/** What a pre-rendered page runs first, releasing the app's scripts once it has painted. */
const BOOT_ENTRY = 'src/boot.ts';

/** What the server entry exports (src/prerender/render-page.tsx). */
interface RenderModule {
  LANGUAGES: readonly string[];
  PRERENDERED_PATHS: readonly string[];
  PRERENDERED_PAGE_MODULES: Readonly<Record<string, string>>;
  prerenderedFile(path: string, language: string): string;
  renderPage(
    path: string,
    language: string,
  ): Promise<{ html: string; head: { title?: string; description?: string } }>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html with a page's markup in #root, its language in `<html lang>` (which the browser
 * hydrates in, src/main.tsx) and its title and description in the head. The stylesheet goes first: the
 * page paints with it alone (its scripts wait in a template until then, src/prerender/held-preloads.ts).
 */
export function fillTemplate(
  template: string,
  html: string,
  head: { title?: string; description?: string },
  language = 'en',
): string {
  let page = stylesheetsFirst(template)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  if (head.title)
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title ?? '')}</title>`);
  if (head.description) {
    page = page.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description ?? '')}" />`,
    );
  }
  return page;
}

/**
 * Static pre-rendering of the public pages (docs/performance.md). After the browser build, this
 * builds src/prerender/render-page.tsx for Node, renders each public path in each language with
 * react-dom/server into a copy of the built index.html, and writes dist/prerendered/<page>.html
 * (English) and dist/prerendered/<bem|ny>/<page>.html with .gz and .br copies, each preloading its own
 * page's chunks and holding every script until it has painted (index.html, the shell of every other
 * page, preloads none and runs its entry at once); the API sends the file of
 * the language cookie's language for those paths (apps/api/src/plugins/web-app.ts, docs/product.md §22).
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'kwacha:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project so the bundle's bare imports (react, react-router) resolve from node_modules.
      const serverDir = join(config.root, 'node_modules', '.cache', 'kwacha-prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        // The shared package exports TypeScript source, which Node cannot import: bundle it.
        ssr: { noExternal: ['@kwacha/shared'] },
        build: {
          ssr: SERVER_ENTRY,
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          sourcemap: false,
          rolldownOptions: { output: { entryFileNames: 'render-page.js' } },
        },
      });
      const render = (await import(pathToFileURL(join(serverDir, 'render-page.js')).href)) as RenderModule;
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const bootFile = manifest[BOOT_ENTRY]?.file;
      if (!bootFile) throw new Error(`The build manifest has no chunk for ${BOOT_ENTRY}.`);
      // A page's head is the same in every language: its own chunks preloaded, held until it has painted.
      const pageTemplates = new Map(
        render.PRERENDERED_PATHS.map((path) => {
          const module = render.PRERENDERED_PAGE_MODULES[path];
          if (!module) throw new Error(`PRERENDERED_PAGE_MODULES names no page module for ${path}.`);
          const page = withModulePreloads(template, pageChunkFiles(manifest, module));
          return [path, holdUntilFirstPaint(page, bootFile)];
        }),
      );
      for (const language of render.LANGUAGES) {
        for (const path of render.PRERENDERED_PATHS) {
          const { html, head } = await render.renderPage(path, language);
          const pageTemplate = pageTemplates.get(path) ?? template;
          const file = join(outDir, render.prerenderedFile(path, language));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, fillTemplate(pageTemplate, html, head, language));
          await precompressFile(file);
        }
      }
      await rm(serverDir, { recursive: true, force: true });
      config.logger.info(
        `pre-rendered ${render.PRERENDERED_PATHS.length} public pages in ${render.LANGUAGES.join(', ')} into dist/prerendered/`,
      );
    },
  };
}
