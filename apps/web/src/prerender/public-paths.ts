/**
 * The public pages the build pre-renders (docs/architecture.md §14): what a signed-out visitor sees
 * does not depend on who they are, so the HTML can be made once and paint before any JavaScript runs.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/about-us',
  '/how-it-works',
  '/loan-products',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-use',
  '/login',
  '/register',
] as const;

/** Where a path's HTML is written under dist/: `/` → prerendered/index.html, `/about-us` → prerendered/about-us.html. */
export function prerenderedFile(path: string): string {
  return `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
}
