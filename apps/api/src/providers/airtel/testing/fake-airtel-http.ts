/** Small HTTP helpers of the fake Airtel. */
import type { IncomingMessage } from 'node:http';

/** The request body fields the fake reads (collections and disbursements). */
export interface WireRequest {
  reference?: unknown;
  pin?: unknown;
  subscriber?: { msisdn?: unknown };
  payee?: { msisdn?: unknown };
  transaction?: { id?: unknown; amount?: unknown; type?: unknown };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
