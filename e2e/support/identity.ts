import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './staff';

/**
 * Small real photos for the identity check (docs/product.md §20), made once with sharp and committed: the
 * server checks images by content, so a journey needs real bytes.
 */
export const KYC_FIXTURES = {
  nrc_front: { path: new URL('../fixtures/nrc-front.jpg', import.meta.url), mimeType: 'image/jpeg' },
  nrc_back: { path: new URL('../fixtures/nrc-back.png', import.meta.url), mimeType: 'image/png' },
  selfie: { path: new URL('../fixtures/selfie.jpg', import.meta.url), mimeType: 'image/jpeg' },
} as const;

/** A second selfie, for the journey in which staff ask for another one. */
export const SELFIE_AGAIN = new URL('../fixtures/selfie-again.webp', import.meta.url);

export const fixturePath = (url: URL) => decodeURIComponent(url.pathname);

async function expectOk(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> & { token?: string; id?: string } };
}

/**
 * Disbursement waits for approved identity documents while the setting is on (its default). For journeys
 * about something else, this approves them the way people do, over the public API: the borrower uploads
 * the three photos and submits them, the e2e admin approves.
 */
export async function approveIdentityViaApi(
  request: APIRequestContext,
  borrowerToken: string,
): Promise<void> {
  const borrower = { 'x-auth-token': borrowerToken };
  for (const [kind, file] of Object.entries(KYC_FIXTURES)) {
    await expectOk(
      await request.put(`/api/kyc/documents/${kind}`, {
        headers: borrower,
        multipart: {
          file: {
            name: fixturePath(file.path).split('/').at(-1) ?? `${kind}.jpg`,
            mimeType: file.mimeType,
            buffer: readFileSync(file.path),
          },
        },
      }),
      `upload ${kind}`,
    );
  }
  await expectOk(await request.post('/api/kyc/submit', { headers: borrower }), 'submit identity documents');
  const me = await expectOk(await request.get('/api/auth/me', { headers: borrower }), 'me');
  const login = await expectOk(
    await request.post('/api/auth/login', {
      data: { emailOrUsername: E2E_ADMIN.email, password: E2E_ADMIN.password },
    }),
    'admin login',
  );
  await expectOk(
    await request.post(`/api/admin/kyc/${me.data.id}/approve`, {
      headers: { 'x-auth-token': String(login.data.token) },
    }),
    'approve identity documents',
  );
}

/** Signs a borrower in over the API: the token for helpers that act as them. */
export async function borrowerToken(request: APIRequestContext, email: string, password: string) {
  const login = await expectOk(
    await request.post('/api/auth/login', { data: { emailOrUsername: email, password } }),
    'borrower login',
  );
  return String(login.data.token);
}
