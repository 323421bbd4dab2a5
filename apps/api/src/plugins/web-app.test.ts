import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// A stand-in for `apps/web/dist`: what `vite build` writes, including the pre-compressed copies.
function fakeWebBuild({ prerendered = true } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'kwacha-dist-'));
  mkdirSync(join(dir, 'assets'));
  const html =
    '<!doctype html><html><head><script type="module" src="/assets/app-3f9a.js"></script></head><body><div id="root"></div></body></html>';
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'assets', 'app-3f9a.js'), js);
  writeFileSync(join(dir, 'assets', 'app-3f9a.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets', 'app-3f9a.js.gz'), gzipSync(js));
  // The service worker vite-plugin-pwa writes at the root (apps/web/vite-service-worker.ts).
  writeFileSync(join(dir, 'sw.js'), "importScripts('./workbox-1a2b.js');");
  writeFileSync(join(dir, 'workbox-1a2b.js'), 'self.workbox = {};');
  if (!prerendered) return dir;
  // The public pages apps/web/vite-prerender.ts writes: index.html's shell with the page inside #root.
  mkdirSync(join(dir, 'prerendered'));
  const page = (heading: string) =>
    html.replace('<div id="root"></div>', `<div id="root"><main><h1>${heading}</h1></main></div>`);
  writeFileSync(join(dir, 'prerendered', 'index.html'), page('Your Financial Journey, Simplified.'));
  const about = page('About Kwacha Loans') + '<!-- padding -->'.repeat(100);
  writeFileSync(join(dir, 'prerendered', 'about-us.html'), about);
  writeFileSync(join(dir, 'prerendered', 'about-us.html.gz'), gzipSync(about));
  // Its Bemba copy (docs/product.md §22); the landing page here has none.
  mkdirSync(join(dir, 'prerendered', 'bem'));
  const bemba = page('Pali Ifwe').replace('<html>', '<html lang="bem">') + '<!-- padding -->'.repeat(100);
  writeFileSync(join(dir, 'prerendered', 'bem', 'about-us.html'), bemba);
  writeFileSync(join(dir, 'prerendered', 'bem', 'about-us.html.gz'), gzipSync(bemba));
  return dir;
}

// Every channel on a real provider (no call is made at start): the pages are served as built.
const REAL_PROVIDERS = {
  paymentProvider: 'lenco',
  providerEnv: {
    LENCO_BASE_URL: 'http://127.0.0.1:9/access/v2',
    LENCO_API_KEY: 'lenco-web-app-test-key',
    LENCO_ACCOUNT_ID: 'b176cda5-7d97-4a3f-b4dd-ab0234e9e08c',
  },
} as const;

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: fakeWebBuild(), config: REAL_PROVIDERS });
  });
  afterAll(() => t.close());

  it('answers every other client route with index.html, not cached', async () => {
    for (const url of ['/login', '/dashboard', '/loan-details/123', '/reset-password/abc?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers a pre-rendered public page with its own HTML, not cached, pre-compressed', async () => {
    const landing = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-type']).toContain('text/html');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.body).toContain('<h1>Your Financial Journey, Simplified.</h1>');
    expect(landing.headers['content-security-policy']).toContain("script-src 'self'");

    const about = await t.app.inject({ method: 'GET', url: '/about-us?ref=footer' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<h1>About Kwacha Loans</h1>');

    const gz = await t.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('text/html');
    expect(gz.headers['cache-control']).toBe('no-cache');

    const head = await t.app.inject({ method: 'HEAD', url: '/about-us' });
    expect(head.statusCode).toBe(200);
  });

  it("answers a public page in the language cookie's language, English without one", async () => {
    const bemba = await t.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { cookie: 'theme=dark; language=bem', accept: 'text/html' },
    });
    expect(bemba.statusCode).toBe(200);
    expect(bemba.body).toContain('<html lang="bem">');
    expect(bemba.body).toContain('<h1>Pali Ifwe</h1>');
    expect(String(bemba.headers.vary).split(', ')).toContain('Cookie');
    expect(bemba.headers['cache-control']).toBe('no-cache');
    expect(bemba.headers['content-type']).toContain('text/html');
    expect(bemba.headers['content-security-policy']).toContain("script-src 'self'");

    for (const cookie of [undefined, 'language=en', 'language=fr', 'language=bemba', 'other=1']) {
      const english = await t.app.inject({
        method: 'GET',
        url: '/about-us',
        headers: cookie ? { cookie } : {},
      });
      expect(english.body, cookie).toContain('<h1>About Kwacha Loans</h1>');
      expect(String(english.headers.vary).split(', '), cookie).toContain('Cookie');
    }

    // The pre-compressed copy of the Bemba page, and Vary names both.
    const gz = await t.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { cookie: 'language=bem', 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>Pali Ifwe</h1>');
    expect(gz.headers.vary).toBe('Cookie, accept-encoding');

    // A language with no copy of the page, or a page with no copies at all: English, not varying.
    const nyanja = await t.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { cookie: 'language=ny' },
    });
    expect(nyanja.body).toContain('<h1>About Kwacha Loans</h1>');
    const landing = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'language=bem' } });
    expect(landing.body).toContain('<h1>Your Financial Journey, Simplified.</h1>');
    expect(String(landing.headers.vary)).not.toContain('Cookie');
  });

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'] ?? br.rawPayload.length)).toBeLessThan(1000);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('serves the service worker from the root (scope /), never cached, so an update is seen on the next visit', async () => {
    for (const url of ['/sw.js', '/workbox-1a2b.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Registered as /sw.js, its default scope is / (docs/product.md §21): no Service-Worker-Allowed needed.
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.body).toBe("importScripts('./workbox-1a2b.js');");
  });

  it('answers a missing asset with 404, not with the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-1234.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('compresses API responses for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('serving a web build without pre-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: fakeWebBuild({ prerendered: false }) });
  });
  afterAll(() => t.close());

  it('answers / with index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('a demonstration: the payment simulator serves a channel', () => {
  const BANNER = '<div class="demo-banner" role="note">Demonstration — no real money moves</div>';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: fakeWebBuild() });
  });
  afterAll(() => t.close());

  it('says so at the top of every page, before any script runs', async () => {
    for (const url of [
      '/',
      '/about-us',
      '/login',
      '/dashboard',
      '/index.html',
      '/prerendered/about-us.html',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain(`<body>${BANNER}<div id="root">`);
    }
  });

  it('in the page’s language', async () => {
    const bemba = await t.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { cookie: 'language=bem' },
    });
    expect(bemba.body).toContain('<h1>Pali Ifwe</h1>');
    expect(bemba.body).toContain('<div class="demo-banner" role="note">Ichi ni ca kulangilila fye');
    const kept = await t.app.inject({ method: 'GET', url: '/prerendered/bem/about-us.html' });
    expect(kept.body).toContain('Ichi ni ca kulangilila fye');
  });

  it('compressed like any other answer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain(BANNER);
  });

  it('is absent where every channel has a real provider', async () => {
    const real = await createTestApp({ webDistDir: fakeWebBuild(), config: REAL_PROVIDERS });
    try {
      for (const url of ['/', '/login', '/index.html']) {
        const res = await real.app.inject({ method: 'GET', url });
        expect(res.body, url).not.toContain('demo-banner');
      }
    } finally {
      await real.close();
    }
  });
});

describe('a support address other than the one the build shows (SUPPORT_EMAIL)', () => {
  const BUILT = 'support@kwachaloans.co.zm';
  let t: TestApp;
  beforeAll(async () => {
    const dir = fakeWebBuild();
    const contact = (lang: string) =>
      `<!doctype html><html lang="${lang}"><head><title>Contact</title></head><body><div id="root"><a href="mailto:${BUILT}">${BUILT}</a></div></body></html>${'<!-- padding -->'.repeat(100)}`;
    writeFileSync(join(dir, 'prerendered', 'contact-us.html'), contact('en'));
    writeFileSync(join(dir, 'prerendered', 'contact-us.html.gz'), gzipSync(contact('en')));
    writeFileSync(join(dir, 'prerendered', 'bem', 'contact-us.html'), contact('bem'));
    t = await createTestApp({
      webDistDir: dir,
      config: { ...REAL_PROVIDERS, supportEmail: 'help@lender.example.zm' },
    });
  });
  afterAll(() => t.close());

  it('writes the configured address into the pre-rendered page, and into every page for the browser', async () => {
    for (const [url, cookie] of [
      ['/contact-us', ''],
      ['/contact-us', 'language=bem'],
      ['/prerendered/contact-us.html', ''],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<a href="mailto:help@lender.example.zm">help@lender.example.zm</a>');
      expect(res.body, url).not.toContain(BUILT);
      expect(res.body, url).toContain('<meta name="support-email" content="help@lender.example.zm">');
    }
    // A page the browser renders itself (the shell) carries the address for it.
    const shell = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(shell.body).toContain('<head><meta name="support-email" content="help@lender.example.zm">');
    // Never the build's pre-compressed copy, which holds the old address.
    const gz = await t.app.inject({
      method: 'GET',
      url: '/contact-us',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gz.rawPayload).toString()).toContain('help@lender.example.zm');
  });

  it('serves the pages as built when SUPPORT_EMAIL is the default', async () => {
    const built = await createTestApp({ webDistDir: fakeWebBuild(), config: REAL_PROVIDERS });
    try {
      const res = await built.app.inject({ method: 'GET', url: '/dashboard' });
      expect(res.body).not.toContain('support-email');
      expect(built.ctx.config.supportEmail).toBe(BUILT);
    } finally {
      await built.close();
    }
  });
});
