/**
 * The `<template>` in a pre-rendered page's head that holds the app's entry script and module preloads
 * until the page has painted. A template's content is inert: the browser fetches none of it until
 * boot.ts puts a copy in the head (docs/performance.md).
 */
export const HELD_PRELOADS_ID = 'held';

declare global {
  interface Window {
    /**
     * Set by boot.ts on a page that holds its scripts: resolves once every held element is in the head
     * and the template is gone. main.tsx waits for it (a property, not an import: a module both
     * imported would become a chunk of its own for the boot script to fetch first).
     */
    heldReleased?: Promise<void>;
  }
}

/**
 * The page with its module scripts and module preloads moved into that template at the end of its
 * head, and `bootFile` (src/boot.ts's built file), which releases them, as its only script.
 */
export function holdUntilFirstPaint(page: string, bootFile: string): string {
  const held =
    page.match(/<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g) ?? [];
  if (held.length === 0) return page;
  const rest = held.reduce((html, tag) => html.replace(tag, ''), page);
  // Low priority: the stylesheet goes first, and nothing waits for this script before the paint.
  const boot = `<script type="module" fetchpriority="low" crossorigin src="/${bootFile}"></script>`;
  const template = `<template id="${HELD_PRELOADS_ID}">${held.map((tag) => tag.trim()).join('')}</template>`;
  return rest.replace('</head>', () => `  ${boot}\n    ${template}\n  </head>`);
}
