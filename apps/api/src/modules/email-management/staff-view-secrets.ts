/**
 * What staff may read of a stored e-mail. A queued or failed message still holds its live links (the
 * outbox scrubs a copy only once delivered, see mail/delivered-secrets.ts), and a colleague who could
 * follow a borrower's verification or reset link could take over the account. So every secret is masked
 * here, whatever the status: by template (a disbursement code's whole body) and generically (link tokens,
 * codes, anything that looks like a random token), in the subject, both bodies, the headers and the last
 * error alike. Over-masking a harmless string is cheap; leaking one token is not.
 */
import { SECRET_PATH_SEGMENTS } from '../../lib/log-redaction/secret-paths';

export const HIDDEN = '[hidden]';
export const HIDDEN_CODE_BODY = '[This e-mail carries a one-time disbursement code, which staff never see.]';

/** Templates whose whole body is a secret. */
const WHOLLY_SECRET_KINDS: ReadonlySet<string> = new Set(['disbursement-otp']);

// What a secret value may be made of: anything up to a delimiter of a URL, of HTML or of a sentence. A
// token holds `.` (unsubscribe links: account.signature) and `%`, so a value is never cut at them.
const VALUE = `[^\\s/?#&"'<>()\\[\\]]+`;

// `/reset-password/<token>`, `/verify-email/<token>`, `/unsubscribe/<token>`.
const TOKEN_IN_PATH = new RegExp(`(/(?:${SECRET_PATH_SEGMENTS.join('|')})/)${VALUE}`, 'gi');

// `?token=…`, `&code=…`, `&amp;sig=…`, `&#38;unsubscribe_token=…`: any parameter whose name says secret.
const SECRET_PARAMETER = new RegExp(
  `([?&;][A-Za-z_-]*(?:token|code|otp|key|sig|signature|secret|auth|password|hash)[A-Za-z_-]*=)${VALUE}`,
  'gi',
);

// Any other parameter value that looks random (16 characters or more).
const QUERY_VALUE = /([?&;][A-Za-z0-9_.-]+=)([A-Za-z0-9_.~%-]{16,})/g;

// A bare run that looks like a token anywhere (ours are 43 characters; a session hash is 64).
const LONG_RUN = /[A-Za-z0-9_-]{32,}/g;

// "Your one-time code is 482913", "code: 4829".
const CODE_AFTER_WORD = /(\bcode\b[^0-9<\n]{0,20})\d{4,8}\b/gi;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Mixed case, or letters with digits — and not a record id (a loan link's id is no secret). */
function looksRandom(text: string): boolean {
  if (UUID.test(text)) return false;
  const upper = /[A-Z]/.test(text);
  const lower = /[a-z]/.test(text);
  const digit = /\d/.test(text);
  return (upper && lower) || ((upper || lower) && digit);
}

/** One string with every secret masked. Masking a masked string changes nothing. */
export function maskSecrets(text: string): string {
  return text
    .replace(TOKEN_IN_PATH, `$1${HIDDEN}`)
    .replace(SECRET_PARAMETER, `$1${HIDDEN}`)
    .replace(QUERY_VALUE, (whole, name: string, value: string) =>
      looksRandom(value) ? `${name}${HIDDEN}` : whole,
    )
    .replace(LONG_RUN, (run) => (looksRandom(run) ? HIDDEN : run))
    .replace(CODE_AFTER_WORD, `$1${HIDDEN}`);
}

export interface StoredMessage {
  template: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: Record<string, string> | null;
  lastError: string | null;
}

export interface MaskedMessage {
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: Record<string, string>;
  lastError: string | null;
}

/** The message as staff may see it. */
export function maskMessageForStaff(message: StoredMessage): MaskedMessage {
  const whollySecret = WHOLLY_SECRET_KINDS.has(message.template);
  return {
    subject: maskSecrets(message.subject),
    textBody: whollySecret ? HIDDEN_CODE_BODY : maskSecrets(message.textBody),
    htmlBody: whollySecret ? `<p>${HIDDEN_CODE_BODY}</p>` : maskSecrets(message.htmlBody),
    headers: Object.fromEntries(
      Object.entries(message.headers ?? {}).map(([name, value]) => [name, maskSecrets(value)]),
    ),
    lastError: maskLastError(message.lastError),
  };
}

/** An SMTP refusal can quote the message (a spam filter naming the link it disliked). */
export const maskLastError = (lastError: string | null) =>
  lastError === null ? null : maskSecrets(lastError);
