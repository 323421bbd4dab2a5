import { maskPhoneNumbers } from '../../../lib/log-redaction/mask-phone-numbers';
import type { SmsGateway } from '../sms-gateway';

/**
 * Africa's Talking bulk SMS (https://developers.africastalking.com/docs/sms/sending/bulk):
 * POST {base}/version1/messaging, form-encoded `username`, `to`, `message` and optionally `from` (an
 * approved sender id), header `apiKey`, `Accept: application/json`. The answer lists one entry per
 * recipient in SMSMessageData.Recipients with `statusCode`, `status`, `messageId`, `number` and `cost`.
 * Live: https://api.africastalking.com; sandbox: https://api.sandbox.africastalking.com (username sandbox).
 */
export interface AfricasTalkingConfig {
  username: string;
  apiKey: string;
  senderId: string | undefined;
  baseUrl: string;
  /** The whole call, answer included: 15 s, well inside the SMS sender's 2-minute claim on a text. */
  timeoutMs?: number;
}

// Per-recipient status codes from the published list ("status … whether the sms was sent to this
// recipient or not"): 100 Processed, 101 Sent, 102 Queued are accepted.
const ACCEPTED = new Set([100, 101, 102]);
// The number itself is refused — sending again would be refused again: 403 InvalidPhoneNumber,
// 404 UnsupportedNumberType, 406 UserInBlacklist, 409 DoNotDisturbRejection. Every other code (401
// RiskHold, 402 InvalidSenderId, 405 InsufficientBalance, 407 CouldNotRoute, 500–502 gateway errors) says
// the text was not sent, for a reason that may clear, so it is tried again with back-off.
const REFUSED = new Set([403, 404, 406, 409]);

// Failures before a byte of the request left: no connection was made, so nothing can have been sent.
// Anything else (a reset, "other side closed", our timeout) may come after Africa's Talking took it.
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

interface Recipient {
  statusCode?: unknown;
  status?: unknown;
  messageId?: unknown;
}

/**
 * Africa's Talking has no duplicate protection: its send takes no reference of ours (username, to,
 * message, from, bulkSMSMode, enqueue, keyword, linkId, retryDurationInHours), so a request repeated
 * after it took the first sends the text twice. Only a failure that proves nothing was taken is
 * `not_sent`; no answer in time, a 5xx, a dropped connection or an answer we cannot read is `unknown`.
 */
export function createAfricasTalkingGateway(config: AfricasTalkingConfig): SmsGateway {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/version1/messaging`;
  const timeoutMs = config.timeoutMs ?? 15_000;
  return {
    name: 'africastalking',
    async send(message) {
      const form = new URLSearchParams({ username: config.username, to: message.to, message: message.body });
      if (config.senderId) form.set('from', config.senderId);
      let answer: { status: number; text: string };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            apiKey: config.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          redirect: 'error',
          // Covers reading the answer too: a stalled body ends here as well.
          signal: AbortSignal.timeout(timeoutMs),
        });
        answer = { status: response.status, text: await response.text() };
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          return {
            outcome: 'unknown',
            reason: `Africa's Talking did not answer within ${timeoutMs / 1000} s`,
          };
        }
        const outcome = neverConnected(error) ? 'not_sent' : 'unknown';
        return { outcome, reason: `Africa's Talking could not be reached: ${describe(error)}` };
      }
      const { status, text } = answer;
      if (status < 200 || status >= 300) {
        // A 4xx refuses the request itself (bad credentials, a missing field): nothing was sent. A 5xx
        // (or anything odd) may come from a gateway in front of a service that did send it.
        const outcome = status >= 400 && status < 500 ? 'not_sent' : 'unknown';
        return { outcome, reason: `Africa's Talking answered HTTP ${status}: ${clip(text)}` };
      }
      const recipient = firstRecipient(text);
      if (!recipient)
        return { outcome: 'unknown', reason: `Africa's Talking listed no recipient: ${clip(text)}` };
      const code = Number(recipient.statusCode);
      const recipientStatus = typeof recipient.status === 'string' ? recipient.status : 'unknown';
      if (ACCEPTED.has(code)) {
        if (typeof recipient.messageId === 'string' && recipient.messageId !== '') {
          return { outcome: 'accepted', providerMessageId: recipient.messageId };
        }
        return { outcome: 'unknown', reason: `Africa's Talking took it without a message id: ${code}` };
      }
      if (REFUSED.has(code)) return { outcome: 'refused', reason: `${code} ${recipientStatus}` };
      return { outcome: 'not_sent', reason: `Africa's Talking did not send it: ${code} ${recipientStatus}` };
    },
  };
}

// fetch fails with a TypeError whose cause carries the socket's code; several addresses tried at once
// fail with an AggregateError of them.
function causeCodes(error: unknown): string[] {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown; errors?: unknown } | undefined) : undefined;
  if (!cause) return [];
  if (Array.isArray(cause.errors)) {
    return cause.errors.map((inner: { code?: unknown }) => String(inner?.code ?? ''));
  }
  return [String(cause.code ?? '')];
}

function neverConnected(error: unknown): boolean {
  const codes = causeCodes(error);
  return codes.length > 0 && codes.every((code) => NOT_CONNECTED.has(code));
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return clip(cause ? `${message} (${cause})` : message);
}

function firstRecipient(text: string): Recipient | undefined {
  try {
    const body = JSON.parse(text) as { SMSMessageData?: { Recipients?: unknown } };
    const recipients = body.SMSMessageData?.Recipients;
    return Array.isArray(recipients) ? (recipients[0] as Recipient | undefined) : undefined;
  } catch {
    return undefined;
  }
}

// Error texts are stored as last_error: short, and never a phone number.
function clip(text: string): string {
  return maskPhoneNumbers(text.slice(0, 200));
}
