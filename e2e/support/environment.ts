import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
/** The stand-in Flutterwave (card checkout, docs/product.md §27) the server is pointed at. */
export const E2E_FLUTTERWAVE_PORT = Number(process.env.E2E_FLUTTERWAVE_PORT ?? 2527);
export const E2E_FLUTTERWAVE = {
  publicKey: 'FLWPUBK_TEST-e2e-public-key-X',
  secretKey: 'FLWSECK_TEST-e2e-secret-key-X',
  webhookHash: 'e2e-flutterwave-webhook-hash',
};
/** Where the test SMTP server writes each message it receives, one JSON file per message. */
export const E2E_MAILBOX_DIR =
  process.env.E2E_MAILBOX_DIR ?? join(tmpdir(), `kwacha-e2e-mailbox-${E2E_PORT}`);
