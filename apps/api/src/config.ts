import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_SUPPORT_EMAIL } from '@kwacha/shared/contact/support-email';
import { z } from 'zod';
import { type ClamdTarget, clamdAddress } from './lib/antivirus/clamd-client';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PROVIDERS = ['simulator', 'mtn', 'airtel', 'lenco'] as const;
/** A channel's override may also turn it off: no provider serves it (providers/routing.ts). */
const CHANNEL_PROVIDERS = [...PROVIDERS, 'off'] as const;

/** What a payment can go through: a mobile operator's wallets, or bank accounts (disbursements only). */
export const PAYMENT_CHANNELS = ['mtn', 'airtel', 'zamtel', 'bank'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

// Each adapter reads its own credentials (providers/<name>/README.md); only these prefixes are kept.
const PROVIDER_ENV_PREFIXES = ['MTN_', 'AIRTEL_', 'LENCO_'];

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .min(1)
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.join(' or ')}//`,
    )
    .optional();

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Comma-separated values, spaces around them and empty entries (a trailing comma) ignored. */
const splitList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const isKycKey = (value: string) => Buffer.from(value, 'base64').length === 32;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.preprocess(emptyToUndefined, optionalUrl(['postgres:', 'postgresql:'])),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_URL: z.preprocess(emptyToUndefined, optionalUrl(['http:', 'https:'])),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  // The secret before the last rotation: sessions and unsubscribe links made with it keep working
  // (docs/operations.md, "Rotating secrets"). Remove it once they have expired (7 days).
  SESSION_SECRET_PREVIOUS: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SMTP_URL: z.preprocess(emptyToUndefined, optionalUrl(['smtp:', 'smtps:'])),
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(2).max(50).default(5),
  MAIL_FROM: z.string().min(3).default('Kwacha Loans <no-reply@kwachaloans.local>'),
  // The public pages show the same default; another address is written into them (plugins/page-rewrites.ts).
  SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
  // The support line the USSD menu's help names; unset, it names SUPPORT_EMAIL instead.
  SUPPORT_PHONE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\+?[\d ]{6,20}$/)
      .optional(),
  ),
  // The secret in the USSD gateways' callback URLs (docs/product.md §26); without it the menu is off (404).
  USSD_CALLBACK_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  // A second guard: the gateways' addresses, comma-separated; unset, any address with the token.
  USSD_ALLOWED_IPS: z.preprocess(emptyToUndefined, z.string().optional()),
  PAYMENT_PROVIDER: z.enum(PROVIDERS).default('simulator'),
  PAYMENT_PROVIDER_MTN: z.preprocess(emptyToUndefined, z.enum(CHANNEL_PROVIDERS).optional()),
  PAYMENT_PROVIDER_AIRTEL: z.preprocess(emptyToUndefined, z.enum(CHANNEL_PROVIDERS).optional()),
  PAYMENT_PROVIDER_ZAMTEL: z.preprocess(emptyToUndefined, z.enum(CHANNEL_PROVIDERS).optional()),
  PAYMENT_PROVIDER_BANK: z.preprocess(emptyToUndefined, z.enum(CHANNEL_PROVIDERS).optional()),
  // SMS (docs/product.md "SMS"): 'sink' keeps texts in the outbox only; 'africastalking' sends them.
  SMS_PROVIDER: z.enum(['sink', 'africastalking']).default('sink'),
  AFRICASTALKING_USERNAME: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  AFRICASTALKING_API_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  AFRICASTALKING_SENDER_ID: z.preprocess(emptyToUndefined, z.string().min(1).max(11).optional()),
  AFRICASTALKING_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default('https://api.africastalking.com'),
  ),
  // The secret in the delivery-report URL (Africa's Talking does not sign callbacks).
  AFRICASTALKING_CALLBACK_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  // Card repayments at Flutterwave's hosted checkout (docs/decisions/055, docs/product.md §27): without the
  // public key the card option is off; the secret key authenticates every call; the webhook hash is the
  // `verif-hash` Flutterwave sends (unset: the webhook answers 404).
  FLUTTERWAVE_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  FLUTTERWAVE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  FLUTTERWAVE_WEBHOOK_HASH: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  FLUTTERWAVE_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default('https://api.flutterwave.com/v3'),
  ),
  FLUTTERWAVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  // In production the simulator may serve a channel only when this says the deployment is a demonstration.
  ALLOW_PAYMENT_SIMULATOR: z.enum(['true', 'false']).default('false'),
  // The credit bureau (docs/product.md §25.2): 'standin' answers from a local stand-in (modules/credit-checks
  // testing/standin-bureau.ts; refused in production), 'transunion' calls CREDIT_BUREAU_URL, 'off' checks
  // nothing. Unset: the stand-in in development, off otherwise.
  CREDIT_BUREAU: z.preprocess(emptyToUndefined, z.enum(['standin', 'transunion', 'off']).optional()),
  CREDIT_BUREAU_URL: z.preprocess(emptyToUndefined, optionalUrl(['http:', 'https:'])),
  CREDIT_BUREAU_API_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  // How long one enquiry may take, answer included: an application never waits longer for the bureau.
  CREDIT_BUREAU_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  REDIS_URL: z.preprocess(emptyToUndefined, optionalUrl(['redis:', 'rediss:'])),
  // The bearer token Prometheus sends to GET /api/metrics; without it the endpoint does not exist.
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  // Where a worker (`npm run worker`) answers GET /metrics; 0 picks a free port (tests).
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WORKERS: z.enum(['on', 'off']).default('on'),
  API_DOCS: z.enum(['on', 'off']).optional(),
  STAFF_TOTP_REQUIRED: z.enum(['on', 'off']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  // Behind a load balancer: the proxy addresses (comma-separated IPs or CIDRs) whose X-Forwarded-For is
  // believed, so rate limits count the real client rather than the proxy.
  // Identity documents (docs/product.md §20): where the encrypted photos are kept, and the key.
  KYC_STORAGE: z.enum(['database', 's3']).default('database'),
  KYC_ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z.string().refine(isKycKey, 'must be 32 bytes, base64-encoded').optional(),
  ),
  // The keys before a rotation, still tried when a photo is read until `npm run kyc:reseal` has run.
  KYC_ENCRYPTION_KEY_PREVIOUS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .superRefine((value, ctx) => {
        const keys = splitList(value);
        if (keys.length === 0)
          ctx.addIssue({ code: 'custom', message: 'must be one or more keys, comma-separated' });
        // Which one is wrong, by position: the message never repeats a key, even a broken one.
        for (const [i, key] of keys.entries()) {
          if (!isKycKey(key)) {
            ctx.addIssue({
              code: 'custom',
              message: `key ${i + 1} of ${keys.length} is not 32 bytes, base64-encoded`,
            });
          }
        }
      })
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, optionalUrl(['http:', 'https:'])),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3).max(63).optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  // How long one S3 call may wait to connect and for an answer; a call is tried twice at most, so a stalled
  // store fails an upload or a staff view within about twice this (modules/kyc/storage/s3-store.ts).
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  // clamd's TCP socket (tcp://host:port): identity photos and complaint attachments are scanned; unset, no scan.
  CLAMAV_URL: z.preprocess(emptyToUndefined, optionalUrl(['tcp:'])),
  // The most one scan may take, answer included; past it the upload is refused as "try again later".
  CLAMAV_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9a-fA-F.:/]+(?:\s*,\s*[0-9a-fA-F.:/]+)*$/, 'must be IP addresses or CIDRs, comma-separated')
      .optional(),
  ),
});

/** The USSD menu's gateways and help line (docs/product.md §26). */
export interface UssdConfig {
  /** Without it the callback routes answer 404: the menu is off. */
  callbackToken: string | undefined;
  /** Empty: any address that knows the token. */
  allowedIps: string[];
  /** What the help screen tells to call or write to. */
  supportContact: string;
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string;
  sessionSecret: string;
  /** SESSION_SECRET_PREVIOUS: still accepted for sessions and unsubscribe links after a rotation. */
  sessionSecretPrevious: string | undefined;
  smtpUrl: string | undefined;
  /** SMTP connections the mail lanes may hold at once, together (the server's limit). */
  smtpMaxConnections: number;
  mailFrom: string;
  supportEmail: string;
  paymentProvider: (typeof PROVIDERS)[number];
  /**
   * PAYMENT_PROVIDER_MTN, _AIRTEL, _ZAMTEL, _BANK: a channel served by another provider than PAYMENT_PROVIDER,
   * or `off`.
   */
  paymentProviderOverrides: Partial<Record<PaymentChannel, (typeof CHANNEL_PROVIDERS)[number]>>;
  /** ALLOW_PAYMENT_SIMULATOR: a production deployment that is a demonstration may use the simulator. */
  allowPaymentSimulator: boolean;
  /** The MTN_*, AIRTEL_* and LENCO_* variables, read by an adapter only when a channel routes to it. */
  providerEnv: Record<string, string>;
  simulatorDelayMs: number;
  /** FLUTTERWAVE_*: card repayments at the hosted checkout (docs/decisions/055). */
  cardPayments: CardPaymentsConfig;
  /** SMS_PROVIDER and AFRICASTALKING_*: where texts go (modules/sms). */
  sms: SmsConfig;
  /** CREDIT_BUREAU*: which bureau the check at application asks (modules/credit-checks). */
  creditBureau: CreditBureauConfig;
  /** SUPPORT_PHONE, USSD_CALLBACK_TOKEN and USSD_ALLOWED_IPS: the USSD menu (modules/ussd). */
  ussd: UssdConfig;
  redisUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** METRICS_TOKEN: turns on GET /api/metrics and request metrics (docs/architecture.md §16). */
  metricsToken: string | undefined;
  /** METRICS_PORT: the worker's own metrics port (the API serves /api/metrics on its port). */
  metricsPort: number;
  workers: boolean;
  apiDocs: boolean;
  /** STAFF_TOTP_REQUIRED: superusers must sign in with an authenticator app (decision 057); on in production. */
  staffTotpRequired: boolean;
  webDistDir: string | undefined;
  trustProxy: string | undefined;
  /** KYC_STORAGE, KYC_ENCRYPTION_KEY* and S3_*: where identity photos are kept (modules/kyc/storage). */
  kyc: KycConfig;
  /** CLAMAV_URL and CLAMAV_TIMEOUT_MS: clamd scans identity photos and complaint attachments; unset, no scan. */
  antivirus: ClamdTarget | undefined;
};

export interface KycConfig {
  storage: 'database' | 's3';
  /** AES-256-GCM key for the stored photos (32 bytes): every photo is sealed with it. */
  encryptionKey: Buffer;
  /** KYC_ENCRYPTION_KEY_PREVIOUS: keys before a rotation, tried in order when the current one fails. */
  previousKeys: Buffer[];
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        /** S3_TIMEOUT_MS: the connect and answer timeout of each attempt of a call. */
        timeoutMs: number;
      }
    | undefined;
}

/**
 * The key development and tests use when KYC_ENCRYPTION_KEY is unset: derived from a published phrase,
 * so it protects nothing and production refuses to start without a real key (README "Identity checks").
 */
export const KYC_DEVELOPMENT_KEY = createHash('sha256')
  .update('kwacha-loans development KYC key: not a secret, never for production')
  .digest();

export interface CreditBureauConfig {
  mode: 'standin' | 'transunion' | 'off';
  /** The bureau's base URL; for the stand-in, unset starts one inside this process on a free port. */
  url: string | undefined;
  apiKey: string | undefined;
  timeoutMs: number;
}

export interface CardPaymentsConfig {
  /** FLUTTERWAVE_PUBLIC_KEY: unset, the card option is off and the screen says the key is missing. */
  publicKey: string | undefined;
  secretKey: string | undefined;
  webhookHash: string | undefined;
  baseUrl: string;
  timeoutMs: number;
}

/** A loopback or plain-http base URL is a stand-in (the tests' fake Flutterwave), never real money. */
export function isStandInUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol !== 'https:' || ['localhost', '127.0.0.1', '::1', '[::1]'].includes(hostname);
}

export interface SmsConfig {
  provider: 'sink' | 'africastalking';
  africasTalking:
    | { username: string; apiKey: string; senderId: string | undefined; baseUrl: string }
    | undefined;
  /** AFRICASTALKING_CALLBACK_TOKEN: without it the delivery-report route answers 404. */
  callbackToken: string | undefined;
}

/** Thrown at boot when the environment is unusable; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once at boot. In development the signing secret is generated into DATA_DIR on
 * first start so that `npm start` works with no configuration; production must set it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError(
      'Invalid environment configuration:\n  SESSION_SECRET: required when NODE_ENV=production',
    );
  }
  // Without a mail server, no code, link or decision would reach anyone; outside production the messages are
  // kept in a local mailbox for the developer instead (modules/mail/local-mailbox.ts).
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  SMTP_URL: required when NODE_ENV=production (without it no e-mail is sent: no link, no code, no decision)',
    );
  }
  if (e.SMS_PROVIDER === 'africastalking' && !(e.AFRICASTALKING_USERNAME && e.AFRICASTALKING_API_KEY)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  AFRICASTALKING_USERNAME, AFRICASTALKING_API_KEY: required when SMS_PROVIDER=africastalking',
    );
  }
  if (e.NODE_ENV === 'production' && !e.KYC_ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid environment configuration:\n  KYC_ENCRYPTION_KEY: required when NODE_ENV=production (32 random bytes, base64: `openssl rand -base64 32`)',
    );
  }
  const creditBureauMode = e.CREDIT_BUREAU ?? (e.NODE_ENV === 'development' ? 'standin' : 'off');
  // Like the payment simulator (decision 033): made-up reports must never decide a real loan.
  if (e.NODE_ENV === 'production' && creditBureauMode === 'standin') {
    throw new ConfigError(
      'Invalid environment configuration:\n  CREDIT_BUREAU: the stand-in bureau does not run in production (use transunion or off)',
    );
  }
  if (creditBureauMode === 'transunion' && !(e.CREDIT_BUREAU_URL && e.CREDIT_BUREAU_API_KEY)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  CREDIT_BUREAU_URL, CREDIT_BUREAU_API_KEY: required when CREDIT_BUREAU=transunion',
    );
  }
  if (e.FLUTTERWAVE_PUBLIC_KEY && !e.FLUTTERWAVE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid environment configuration:\n  FLUTTERWAVE_SECRET_KEY: required when FLUTTERWAVE_PUBLIC_KEY is set (card repayments)',
    );
  }
  // Like the payment simulator (decision 033): a stand-in checkout would "collect" cards for free.
  if (
    e.NODE_ENV === 'production' &&
    e.FLUTTERWAVE_PUBLIC_KEY &&
    e.ALLOW_PAYMENT_SIMULATOR !== 'true' &&
    isStandInUrl(e.FLUTTERWAVE_BASE_URL)
  ) {
    throw new ConfigError(
      'Invalid environment configuration:\n  FLUTTERWAVE_BASE_URL: a stand-in checkout (plain http or this machine) does not serve card repayments in production; use https://api.flutterwave.com/v3 (or ALLOW_PAYMENT_SIMULATOR=true for a demonstration where no real money moves)',
    );
  }
  if (e.KYC_STORAGE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid environment configuration:\n  S3_BUCKET: required when KYC_STORAGE=s3');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    sessionSecretPrevious: e.SESSION_SECRET_PREVIOUS,
    smtpUrl: e.SMTP_URL,
    smtpMaxConnections: e.SMTP_MAX_CONNECTIONS,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    paymentProvider: e.PAYMENT_PROVIDER,
    paymentProviderOverrides: Object.fromEntries(
      (
        [
          ['mtn', e.PAYMENT_PROVIDER_MTN],
          ['airtel', e.PAYMENT_PROVIDER_AIRTEL],
          ['zamtel', e.PAYMENT_PROVIDER_ZAMTEL],
          ['bank', e.PAYMENT_PROVIDER_BANK],
        ] as const
      ).filter(([, provider]) => provider !== undefined),
    ),
    providerEnv: providerEnvOf(env),
    simulatorDelayMs: e.SIMULATOR_DELAY_MS,
    allowPaymentSimulator: e.ALLOW_PAYMENT_SIMULATOR === 'true',
    cardPayments: {
      publicKey: e.FLUTTERWAVE_PUBLIC_KEY,
      secretKey: e.FLUTTERWAVE_SECRET_KEY,
      webhookHash: e.FLUTTERWAVE_WEBHOOK_HASH,
      baseUrl: e.FLUTTERWAVE_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: e.FLUTTERWAVE_TIMEOUT_MS,
    },
    sms: {
      provider: e.SMS_PROVIDER,
      africasTalking:
        e.AFRICASTALKING_USERNAME && e.AFRICASTALKING_API_KEY
          ? {
              username: e.AFRICASTALKING_USERNAME,
              apiKey: e.AFRICASTALKING_API_KEY,
              senderId: e.AFRICASTALKING_SENDER_ID,
              baseUrl: e.AFRICASTALKING_BASE_URL,
            }
          : undefined,
      callbackToken: e.AFRICASTALKING_CALLBACK_TOKEN,
    },
    ussd: {
      callbackToken: e.USSD_CALLBACK_TOKEN,
      allowedIps: (e.USSD_ALLOWED_IPS ?? '')
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
      supportContact: e.SUPPORT_PHONE ?? e.SUPPORT_EMAIL,
    },
    creditBureau: {
      mode: creditBureauMode,
      url: e.CREDIT_BUREAU_URL,
      apiKey: e.CREDIT_BUREAU_API_KEY,
      timeoutMs: e.CREDIT_BUREAU_TIMEOUT_MS,
    },
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    workers: e.WORKERS === 'on',
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    staffTotpRequired: e.STAFF_TOTP_REQUIRED ? e.STAFF_TOTP_REQUIRED === 'on' : e.NODE_ENV === 'production',
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    kyc: {
      storage: e.KYC_STORAGE,
      encryptionKey: e.KYC_ENCRYPTION_KEY ? Buffer.from(e.KYC_ENCRYPTION_KEY, 'base64') : KYC_DEVELOPMENT_KEY,
      previousKeys: splitList(e.KYC_ENCRYPTION_KEY_PREVIOUS ?? '').map((key) => Buffer.from(key, 'base64')),
      s3: e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            timeoutMs: e.S3_TIMEOUT_MS,
          }
        : undefined,
    },
    antivirus: e.CLAMAV_URL ? { ...clamdAddress(e.CLAMAV_URL), timeoutMs: e.CLAMAV_TIMEOUT_MS } : undefined,
  };
}

function providerEnvOf(env: NodeJS.ProcessEnv): Record<string, string> {
  const entries = Object.entries(env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined && PROVIDER_ENV_PREFIXES.some((prefix) => entry[0].startsWith(prefix)),
  );
  return Object.fromEntries(entries);
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
