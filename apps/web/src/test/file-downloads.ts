import { vi } from 'vitest';

/** An answer carrying a PDF attachment, as the document routes send it. */
export const pdfReply = (fileName: string) => async () =>
  // A string body: jsdom's Blob is not the one Node's Response reads.
  new Response('%PDF-1.3 test', {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });

/**
 * jsdom has no object URLs and does not save files: records what the page asked the browser to save
 * (the temporary link's name and address) instead.
 */
export function captureSavedFiles() {
  const saved: { href: string; download: string }[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:document'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return saved;
}
