/**
 * For journeys and scripts that reach the running app only over HTTP (e2e/support): approves a borrower's
 * identity documents the way people do — the borrower uploads three photos and submits, a member of staff
 * approves — with a small real JPEG. Typed structurally so that Playwright's APIRequestContext fits.
 */

/** A 48 × 32 green JPEG (made with sharp): real bytes, so the content checks accept it. */
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAgADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAIF/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AjAIZwAAAAAAAAAD/2Q==',
  'base64',
);

interface HttpResponse {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
}

interface HttpClient {
  put(
    url: string,
    options: {
      headers: Record<string, string>;
      multipart: Record<string, { name: string; mimeType: string; buffer: Buffer }>;
    },
  ): Promise<HttpResponse>;
  post(url: string, options: { headers: Record<string, string> }): Promise<HttpResponse>;
}

async function expectOk(response: HttpResponse, what: string) {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
}

export async function approveKycViaApi(
  request: HttpClient,
  tokens: { borrower: string; staff: string; userId: string },
): Promise<void> {
  const borrower = { 'x-auth-token': tokens.borrower };
  for (const kind of ['nrc_front', 'nrc_back', 'selfie']) {
    await expectOk(
      await request.put(`/api/kyc/documents/${kind}`, {
        headers: borrower,
        multipart: { file: { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: TINY_JPEG } },
      }),
      `upload ${kind}`,
    );
  }
  await expectOk(await request.post('/api/kyc/submit', { headers: borrower }), 'submit identity documents');
  await expectOk(
    await request.post(`/api/admin/kyc/${tokens.userId}/approve`, {
      headers: { 'x-auth-token': tokens.staff },
    }),
    'approve identity documents',
  );
}
