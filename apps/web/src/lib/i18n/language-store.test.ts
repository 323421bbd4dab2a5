import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  englishState,
  languageCookie,
  languageState,
  loadPageLanguage,
  loadStoredLanguage,
  setLanguage,
} from './language-store';

/** What the store writes to document.cookie, attributes included (reading it back shows only values). */
function cookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  const set = vi.spyOn(Document.prototype, 'cookie', 'set');
  set.mockImplementation(function (this: Document, value: string) {
    descriptor?.set?.call(this, value);
  });
  return () => set.mock.calls.map(([value]) => value);
}

afterEach(async () => {
  document.documentElement.lang = 'en';
  await loadPageLanguage('en');
  // biome-ignore lint/suspicious/noDocumentCookie: forgetting the cookie the test's choices wrote
  document.cookie = 'language=; Path=/; Max-Age=0';
});

// docs/product.md §22: the choice is kept on the device, and in a cookie the server reads to send the
// pre-rendered pages in that language (apps/api/src/plugins/web-app.ts).
describe('the language kept on this device', () => {
  it('goes into a site-wide cookie for a year as well as localStorage', async () => {
    const writes = cookieWrites();
    await setLanguage('bem');
    expect(localStorage.getItem('language')).toBe('bem');
    expect(writes()).toEqual(['language=bem; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(document.cookie).toContain('language=bem');

    await setLanguage('en');
    expect(writes().at(-1)).toBe('language=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(document.cookie).toContain('language=en');
  });

  it('marks the cookie Secure when the page came over https', () => {
    expect(languageCookie('ny', true)).toBe('language=ny; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('ny', false)).toBe('language=ny; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it("hydrates in the HTML's <html lang>, and starts in it when this device stored nothing", async () => {
    expect(englishState().language).toBe('en');
    await loadPageLanguage('ny');
    expect(englishState().language).toBe('ny');
    expect(englishState().catalogue?.['about.title']).toBe('Za Ife');
    // Until main.tsx applies the device's choice, the active language is unchanged.
    expect(languageState().language).toBe('en');

    document.documentElement.lang = 'ny';
    // (test/setup.ts's switch back to English may have stored 'en' after the last test's clean-up)
    localStorage.removeItem('language');
    const writes = cookieWrites();
    await loadStoredLanguage();
    expect(languageState().language).toBe('ny');
    expect(writes()).toEqual(['language=ny; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it("prefers this device's stored choice to the HTML's, and writes its cookie for next time", async () => {
    localStorage.setItem('language', 'bem');
    const writes = cookieWrites();
    await loadStoredLanguage();
    expect(languageState().language).toBe('bem');
    expect(englishState().language).toBe('en');
    expect(writes()).toEqual(['language=bem; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  // useSyncExternalStore compares the two by identity: an equal copy re-renders every text on the page
  // straight after hydration, at sync priority, in one long task (docs/performance.md).
  it.each([
    ['English', 'en'],
    ['Bemba', 'bem'],
  ] as const)(
    "hands hydration and the page the same state when the device keeps the HTML's %s",
    async (_, language) => {
      document.documentElement.lang = language;
      localStorage.setItem('language', language);
      await loadStoredLanguage();
      expect(languageState().language).toBe(language);
      expect(languageState()).toBe(englishState());
    },
  );

  it('hands them different states when the device keeps another language, so the page switches to it', async () => {
    document.documentElement.lang = 'ny';
    localStorage.setItem('language', 'bem');
    await loadStoredLanguage();
    expect(englishState().language).toBe('ny');
    expect(languageState().language).toBe('bem');
  });

  it('treats an unknown <html lang> as English', async () => {
    await loadPageLanguage('fr');
    expect(englishState()).toEqual({ language: 'en', catalogue: undefined });
  });
});
