import type { Language } from '@kwacha/shared/i18n/languages';

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

/**
 * Where a path's HTML is written under dist/: `/` → prerendered/index.html, `/about-us` →
 * prerendered/about-us.html, and in Bemba prerendered/bem/about-us.html (the API picks the file by the
 * language cookie; English stays where it always was).
 */
export function prerenderedFile(path: string, language: Language = 'en'): string {
  const folder = language === 'en' ? 'prerendered' : `prerendered/${language}`;
  return `${folder}/${path === '/' ? 'index' : path.slice(1)}.html`;
}
