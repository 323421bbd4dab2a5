import { describe, expect, it } from 'vitest';
import { pageChunkFiles, stylesheetsFirst, withModulePreloads } from './page-preloads';

// The shape of dist/.vite/manifest.json: keys are source modules (or a shared chunk's name).
const manifest = {
  'src/main.tsx': { file: 'assets/index-e1.js', imports: ['_react-r1.js'] },
  'src/features/auth/login/login-page.tsx': {
    file: 'assets/login-page-l1.js',
    imports: ['_form-f1.js', '_react-r1.js'],
  },
  '_form-f1.js': { file: 'assets/form-f1.js', imports: ['_react-r1.js', '_field-d1.js'] },
  '_field-d1.js': { file: 'assets/field-d1.js', imports: ['_form-f1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
};

const template = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('a pre-rendered page preloads its own chunks', () => {
  it("follows the page's static imports, each file once, through import cycles", () => {
    expect(pageChunkFiles(manifest, 'src/features/auth/login/login-page.tsx')).toEqual([
      'assets/login-page-l1.js',
      'assets/form-f1.js',
      'assets/react-r1.js',
      'assets/field-d1.js',
    ]);
  });

  it('fails the build for a page module the manifest does not have', () => {
    expect(() => pageChunkFiles(manifest, 'src/features/auth/login/sign-in-page.tsx')).toThrow(
      'The build manifest has no chunk for src/features/auth/login/sign-in-page.tsx.',
    );
  });

  it('adds a preload in the head for each file the template does not already load', () => {
    const page = withModulePreloads(
      template,
      pageChunkFiles(manifest, 'src/features/auth/login/login-page.tsx'),
    );
    const head = page.slice(0, page.indexOf('</head>'));
    const preloaded = [...head.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(preloaded).toEqual([
      'assets/react-r1.js',
      'assets/login-page-l1.js',
      'assets/form-f1.js',
      'assets/field-d1.js',
    ]);
    expect(page.slice(page.indexOf('</head>'))).toBe(
      '</head>\n  <body><div id="root"></div></body>\n</html>',
    );
  });

  it('leaves a template that already loads every file as it is', () => {
    expect(withModulePreloads(template, ['assets/index-e1.js', 'assets/react-r1.js'])).toBe(template);
  });
});

describe("a pre-rendered page's head", () => {
  // As Vite writes it: the entry and its preloads before the stylesheet.
  const built = `<head>
    <title>Kwacha Loans</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
  </head>`;

  it('asks for the stylesheet before any script: the first paint waits for it alone', () => {
    const head = stylesheetsFirst(built);
    const order = [...head.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual(['index-c1.css', 'index-e1.js', 'react-r1.js']);
    expect(head.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(head.indexOf('<title>')).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
  });

  it('leaves a head without a stylesheet or without scripts as it is', () => {
    const noStylesheet = built.replace(/<link rel="stylesheet"[^>]*>/, '');
    expect(stylesheetsFirst(noStylesheet)).toBe(noStylesheet);
    const noScripts = '<head><link rel="stylesheet" href="/assets/index-c1.css"></head>';
    expect(stylesheetsFirst(noScripts)).toBe(noScripts);
  });
});
