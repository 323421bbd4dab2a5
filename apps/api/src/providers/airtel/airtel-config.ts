import { createPublicKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { ConfigError } from '../../config';
import { emptyToUndefined, httpUrl } from '../provider-config';

/**
 * The Airtel Money Africa adapter's settings, read from the environment (README.md in this folder lists
 * them). Country and currency are not settings: this lender works in Zambia, in kwacha.
 */
export interface AirtelConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The 4-digit disbursement PIN, sent only RSA-encrypted (v2 disbursements). */
  disbursementPin: string;
  /** Airtel's RSA public key for PIN encryption. */
  pinPublicKey: KeyObject;
  /** Sign POST bodies with x-signature/x-key (Airtel requires it for Zambia). */
  messageSigning: boolean;
  /** The callback-authentication private key from the application settings; unset → callbacks unconfirmed. */
  callbackSecret: string | undefined;
  /** Where Airtel posts callbacks. Airtel takes it from the application settings, not from requests. */
  callbackUrl: string | undefined;
  timeoutMs: number;
}

const schema = z.object({
  AIRTEL_BASE_URL: httpUrl,
  AIRTEL_CLIENT_ID: z.string().trim().min(1, 'must be set'),
  AIRTEL_CLIENT_SECRET: z.string().trim().min(1, 'must be set'),
  AIRTEL_DISBURSEMENT_PIN: z.string().regex(/^\d{4}$/, 'must be the 4-digit disbursement PIN'),
  AIRTEL_PIN_PUBLIC_KEY: z.string().trim().min(1, 'must be set'),
  AIRTEL_MESSAGE_SIGNING: z.enum(['on', 'off']).default('on'),
  AIRTEL_CALLBACK_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  AIRTEL_CALLBACK_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  AIRTEL_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(15_000),
});

/**
 * Airtel publishes the key as base64 of the DER (SubjectPublicKeyInfo); a PEM block is accepted too so
 * the value can be pasted either way.
 */
export function parseRsaPublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN')) return createPublicKey(trimmed);
  return createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
}

function fail(lines: string[]): never {
  throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

export function loadAirtelConfig(env: Record<string, string | undefined> = process.env): AirtelConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    fail(parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  let pinPublicKey: KeyObject;
  try {
    pinPublicKey = parseRsaPublicKey(e.AIRTEL_PIN_PUBLIC_KEY);
  } catch {
    fail(['  AIRTEL_PIN_PUBLIC_KEY: must be an RSA public key (base64 DER or PEM)']);
  }
  return {
    baseUrl: e.AIRTEL_BASE_URL.replace(/\/+$/, ''),
    clientId: e.AIRTEL_CLIENT_ID,
    clientSecret: e.AIRTEL_CLIENT_SECRET,
    disbursementPin: e.AIRTEL_DISBURSEMENT_PIN,
    pinPublicKey,
    messageSigning: e.AIRTEL_MESSAGE_SIGNING === 'on',
    callbackSecret: e.AIRTEL_CALLBACK_SECRET,
    callbackUrl: e.AIRTEL_CALLBACK_URL,
    timeoutMs: e.AIRTEL_TIMEOUT_MS,
  };
}
