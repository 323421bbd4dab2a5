import { z } from 'zod';
import { ConfigError } from '../../config';
import { emptyToUndefined, httpUrl } from '../provider-config';

/** Production API base (Lenco's OpenAPI `servers` entry); the sandbox is https://sandbox.lenco.co/access/v2. */
export const LENCO_PRODUCTION_URL = 'https://api.lenco.co/access/v2';

const schema = z.object({
  LENCO_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.default(LENCO_PRODUCTION_URL)),
  LENCO_API_KEY: z.preprocess(
    emptyToUndefined,
    z.string({ error: 'required (the secret API key Lenco issued)' }).trim().min(16, 'looks too short'),
  ),
  LENCO_ACCOUNT_ID: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: 'required (the 36-character uuid of the Lenco account that disbursements debit)' })
      .trim()
      .regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
        'must be a 36-character uuid',
      ),
  ),
  LENCO_COLLECTION_BEARER: z.preprocess(
    emptyToUndefined,
    z.enum(['merchant', 'customer']).default('merchant'),
  ),
  LENCO_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(120_000).default(15_000),
  ),
});

export interface LencoConfig {
  /** e.g. https://api.lenco.co/access/v2, without a trailing slash. */
  baseUrl: string;
  /** The secret key: the Bearer token of every call and the source of the webhook hash key. */
  apiKey: string;
  /** The Lenco account that transfers debit. */
  accountId: string;
  /** Who pays Lenco's collection fee; `merchant` keeps the borrower's debit equal to the amount we record. */
  collectionBearer: 'merchant' | 'customer';
  timeoutMs: number;
}

/** Reads the LENCO_* variables; a bad value throws a ConfigError naming the variable (never its value). */
export function loadLencoConfig(env: Record<string, string | undefined>): LencoConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid Lenco configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    baseUrl: e.LENCO_BASE_URL.replace(/\/+$/, ''),
    apiKey: e.LENCO_API_KEY,
    accountId: e.LENCO_ACCOUNT_ID,
    collectionBearer: e.LENCO_COLLECTION_BEARER,
    timeoutMs: e.LENCO_TIMEOUT_MS,
  };
}
