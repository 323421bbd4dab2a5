import type { KycQueuePage, KycQueueRow, KycReview } from '@kwacha/shared/kyc/kyc';

export const BORROWER_ID = '0b7e2c1a-5f3d-4c2b-9a1e-7d6f5e4c3b2a';

export function createQueueRow(overrides: Partial<KycQueueRow> = {}): KycQueueRow {
  return {
    userId: BORROWER_ID,
    firstName: 'Chanda',
    lastName: 'Phiri',
    email: 'chanda@example.com',
    status: 'submitted',
    submittedAt: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}

/** One page of GET /api/admin/kyc: the rows, and the cursor of the next page (none: the last page). */
export function createQueuePage(items: KycQueueRow[], nextCursor: string | null = null): KycQueuePage {
  return { items, nextCursor };
}

export function createReview(overrides: Partial<KycReview> = {}): KycReview {
  return {
    userId: BORROWER_ID,
    firstName: 'Chanda',
    lastName: 'Phiri',
    email: 'chanda@example.com',
    dateOfBirth: '1990-04-12',
    nrcNumber: '123456/78/1',
    status: 'submitted',
    reason: null,
    reasonKind: null,
    submittedAt: '2026-11-25T08:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    documents: (['nrc_front', 'nrc_back', 'selfie'] as const).map((kind) => ({
      kind,
      uploadedAt: '2026-11-25T07:50:00.000Z',
      width: 1600,
      height: 1200,
      bytes: 200_000,
    })),
    ...overrides,
  };
}

/** An image answer as the document routes send it (a string body: jsdom's Blob is not Node's). */
export const imageReply = () => async () =>
  new Response('jpeg bytes', {
    status: 200,
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'no-store' },
  });
