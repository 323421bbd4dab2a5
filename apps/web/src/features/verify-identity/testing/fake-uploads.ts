import type { KycDocumentView, KycView } from '@kwacha/shared/kyc/kyc-view';
import { act, waitFor } from '@testing-library/react';
import { vi } from 'vitest';

/** A borrower's identity check as GET /api/kyc answers it; nothing uploaded unless overridden. */
export function createKycView(overrides: Partial<KycView> = {}): KycView {
  return {
    status: 'not_started',
    reason: null,
    reasonKind: null,
    submittedAt: null,
    decidedAt: null,
    documents: [],
    ...overrides,
  };
}

export function createKycDocument(overrides: Partial<KycDocumentView> = {}): KycDocumentView {
  return {
    kind: 'nrc_front',
    uploadedAt: '2026-11-25T08:00:00.000Z',
    width: 1600,
    height: 1200,
    bytes: 180_000,
    ...overrides,
  };
}

export const allThreeDocuments = (uploadedAt = '2026-11-25T08:00:00.000Z') =>
  (['nrc_front', 'nrc_back', 'selfie'] as const).map((kind) => createKycDocument({ kind, uploadedAt }));

/**
 * A stand-in for XMLHttpRequest that the test drives: each send is recorded, then the test reports upload
 * progress, answers with an envelope or breaks the connection. jsdom's own would try a real network.
 */
export class FakeUpload {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  getResponseHeader() {
    return null;
  }
  send(body: unknown) {
    this.body = body;
    sent.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }

  /** The photo sent as the `file` field. */
  get file(): File | null {
    const value = this.body instanceof FormData ? this.body.get('file') : null;
    return value instanceof File ? value : null;
  }
  async progress(loaded: number, total: number) {
    await act(async () => {
      this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
    });
  }
  async respond(status: number, body: unknown) {
    await act(async () => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.events.dispatchEvent(new Event('load'));
    });
  }
  async succeed(view: KycView, message = 'Your photo was saved.') {
    await this.respond(200, { success: true, message, msg: message, data: view });
  }
  async refuse(status: number, code: string, message: string) {
    await this.respond(status, { success: false, message, msg: message, error: { code, message } });
  }
  async breakConnection() {
    await act(async () => {
      this.events.dispatchEvent(new Event('error'));
    });
  }
}

let sent: FakeUpload[] = [];

/** Replaces XMLHttpRequest for this test; `nth(i)` waits until the i-th upload (from 0) has gone out. */
export function fakeUploads() {
  sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return {
    get sent() {
      return sent;
    },
    async nth(index: number): Promise<FakeUpload> {
      await waitFor(() => {
        if (!sent[index]) throw new Error(`upload ${index} not sent yet`);
      });
      return sent[index] as FakeUpload;
    },
  };
}

/** jsdom has no object URLs: every blob or file shown gets a distinct fake address. */
export function fakeObjectUrls() {
  let next = 0;
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:photo-${++next}`),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
  return { revoked };
}

/** A small file that looks like a photo to the browser (the server decides by content). */
export const photoFile = (name = 'nrc-front.jpg', bytes = 2048, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });
