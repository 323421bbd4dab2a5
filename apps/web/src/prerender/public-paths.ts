import type { Language } from '@kwacha/shared/i18n/languages';

/**
 * The public pages the build pre-renders (docs/performance.md): what a signed-out visitor sees
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

export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/**
 * The module (from apps/web) of each pre-rendered path's page: the build preloads its chunk from that
 * page's HTML (vite-prerender.ts), so the page hydrates without a second round trip, and no page fetches
 * another's chunk. router.tsx names the same modules in its lazy imports; a test keeps the two in step.
 */
export const PRERENDERED_PAGE_MODULES: Record<PrerenderedPath, string> = {
  '/': 'src/features/public/landing/landing-page.tsx',
  '/about-us': 'src/features/public/about/about-page.tsx',
  '/how-it-works': 'src/features/public/how-it-works/how-it-works-page.tsx',
  '/loan-products': 'src/features/public/loan-products/loan-products-page.tsx',
  '/contact-us': 'src/features/public/contact/contact-page.tsx',
  '/privacy-policy': 'src/features/public/legal/privacy-policy-page.tsx',
  '/terms-of-use': 'src/features/public/legal/terms-of-use-page.tsx',
  '/login': 'src/features/auth/login/login-page.tsx',
  '/register': 'src/features/auth/register/register-page.tsx',
};

/**
 * Where a path's HTML is written under dist/: `/` → prerendered/index.html, `/about-us` →
 * prerendered/about-us.html, and in Bemba prerendered/bem/about-us.html (the API picks the file by the
 * language cookie; English stays where it always was).
 */
export function prerenderedFile(path: string, language: Language = 'en'): string {
  const folder = language === 'en' ? 'prerendered' : `prerendered/${language}`;
  return `${folder}/${path === '/' ? 'index' : path.slice(1)}.html`;
}
