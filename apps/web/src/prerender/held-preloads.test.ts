import { describe, expect, it } from 'vitest';
import { HELD_PRELOADS_ID, holdUntilFirstPaint } from './held-preloads';

const page = `<!doctype html>
<html lang="en">
  <head>
    <title>Login | Kwacha Loans</title>
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
    <link rel="modulepreload" crossorigin href="/assets/login-page-l1.js">
  </head>
  <body><div id="root"><h1>Login</h1></div></body>
</html>`;

/** What the browser would parse and act on: the page without its template's inert content. */
const live = (html: string) => html.replace(/<template[^>]*>.*?<\/template>/s, '');

// docs/performance.md: a pre-rendered page paints before its scripts are even asked for.
describe("a pre-rendered page's scripts, held until it has painted", () => {
  it('leaves only the stylesheet and the boot script live in the head', () => {
    const held = holdUntilFirstPaint(page, 'assets/boot-b1.js');
    expect(live(held)).not.toContain('modulepreload');
    expect(live(held).match(/<script[^>]*>/g)).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/boot-b1.js">',
    ]);
    expect(live(held)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c1.css">');
    expect(live(held).indexOf('rel="stylesheet"')).toBeLessThan(live(held).indexOf('<script'));
  });

  it('keeps the entry and every preload, in order, in the template boot.ts releases', () => {
    const held = holdUntilFirstPaint(page, 'assets/boot-b1.js');
    const template = held.match(new RegExp(`<template id="${HELD_PRELOADS_ID}">(.*?)</template>`, 's'))?.[1];
    expect(template).toBe(
      '<script type="module" crossorigin src="/assets/index-e1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-r1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/login-page-l1.js">',
    );
    expect(held.indexOf('</template>')).toBeLessThan(held.indexOf('</head>'));
    expect(held.slice(held.indexOf('</head>'))).toBe(
      '</head>\n  <body><div id="root"><h1>Login</h1></div></body>\n</html>',
    );
  });

  it('changes nothing on a page without scripts', () => {
    const bare = '<html><head><title>t</title></head><body></body></html>';
    expect(holdUntilFirstPaint(bare, 'assets/boot-b1.js')).toBe(bare);
  });
});
