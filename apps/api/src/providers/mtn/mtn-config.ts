import { z } from 'zod';
import { emptyToUndefined, httpUrl } from '../provider-config';

/** MTN's sandbox; production is https://proxy.momoapi.mtn.com with X-Target-Environment `mtnzambia`. */
export const MTN_SANDBOX_URL = 'https://sandbox.momodeveloper.mtn.com';

export interface MtnProductCredentials {
  /** Ocp-Apim-Subscription-Key: each MoMo product (Collection, Disbursement) has its own. */
  subscriptionKey: string;
  /** API user (a UUID) and API key: Basic credentials for the product's token endpoint. */
  apiUser: string;
  apiKey: string;
}

export interface MtnConfig {
  baseUrl: string;
  targetEnvironment: string;
  currency: string;
  /** Sent as X-Callback-Url; its host must be the one registered for the API user. */
  callbackUrl: string | null;
  timeoutMs: number;
  /** Mixed into every X-Reference-Id so two deployments sharing one MTN account never collide. */
  referenceNamespace: string;
  collection: MtnProductCredentials;
  disbursement: MtnProductCredentials;
}

const required = z.string().trim().min(1, 'is required');

const mtnEnvSchema = z.object({
  MTN_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.default(MTN_SANDBOX_URL)),
  MTN_TARGET_ENVIRONMENT: z.preprocess(emptyToUndefined, required.default('sandbox')),
  MTN_CURRENCY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as ZMW')
      .default('ZMW'),
  ),
  MTN_CALLBACK_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  MTN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(120_000).default(15_000)),
  MTN_REFERENCE_NAMESPACE: z.preprocess(emptyToUndefined, required.default('kwacha-loans')),
  MTN_COLLECTION_SUBSCRIPTION_KEY: required,
  MTN_COLLECTION_API_USER: required,
  MTN_COLLECTION_API_KEY: required,
  MTN_DISBURSEMENT_SUBSCRIPTION_KEY: required,
  MTN_DISBURSEMENT_API_USER: required,
  MTN_DISBURSEMENT_API_KEY: required,
});

export class MtnConfigError extends Error {
  override name = 'MtnConfigError';
}

/**
 * Reads the MTN MoMo variables (README.md beside this file). A bad or missing value throws one error that
 * names every bad variable, never its value: these are credentials.
 */
export function loadMtnConfig(env: Record<string, string | undefined>): MtnConfig {
  const parsed = mtnEnvSchema.safeParse(env);
  if (!parsed.success) {
    // A missing variable reads as "expected string, received undefined": say what is meant.
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.code === 'invalid_type' ? 'is required' : issue.message}`,
    );
    throw new MtnConfigError(`Invalid MTN MoMo configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    baseUrl: e.MTN_BASE_URL.replace(/\/+$/, ''),
    targetEnvironment: e.MTN_TARGET_ENVIRONMENT,
    currency: e.MTN_CURRENCY,
    callbackUrl: e.MTN_CALLBACK_URL ?? null,
    timeoutMs: e.MTN_TIMEOUT_MS,
    referenceNamespace: e.MTN_REFERENCE_NAMESPACE,
    collection: {
      subscriptionKey: e.MTN_COLLECTION_SUBSCRIPTION_KEY,
      apiUser: e.MTN_COLLECTION_API_USER,
      apiKey: e.MTN_COLLECTION_API_KEY,
    },
    disbursement: {
      subscriptionKey: e.MTN_DISBURSEMENT_SUBSCRIPTION_KEY,
      apiUser: e.MTN_DISBURSEMENT_API_USER,
      apiKey: e.MTN_DISBURSEMENT_API_KEY,
    },
  };
}
