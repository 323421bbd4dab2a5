import { maskPhoneNumbers } from '../../webhooks/mask-phone-numbers';
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
  timeoutMs?: number;
}

// Per-recipient status codes from the published list: 100 Processed, 101 Sent, 102 Queued are accepted.
const ACCEPTED = new Set([100, 101, 102]);
// The number itself is refused — sending again would be refused again: 403 InvalidPhoneNumber,
// 404 UnsupportedNumberType, 406 UserInBlacklist, 409 DoNotDisturbRejection. Every other code (401
// RiskHold, 402 InvalidSenderId, 405 InsufficientBalance, 407 CouldNotRoute, 500–502 gateway errors) may
// clear up, so the message is tried again with back-off.
const REFUSED = new Set([403, 404, 406, 409]);

interface Recipient {
  statusCode?: unknown;
  status?: unknown;
  messageId?: unknown;
}

export function createAfricasTalkingGateway(config: AfricasTalkingConfig): SmsGateway {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/version1/messaging`;
  return {
    name: 'africastalking',
    async send(message) {
      const form = new URLSearchParams({ username: config.username, to: message.to, message: message.body });
      if (config.senderId) form.set('from', config.senderId);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          apiKey: config.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
      const text = await response.text();
      if (!response.ok) {
        throw new Error(`Africa's Talking answered HTTP ${response.status}: ${clip(text)}`);
      }
      const recipient = firstRecipient(text);
      if (!recipient) throw new Error(`Africa's Talking listed no recipient: ${clip(text)}`);
      const code = Number(recipient.statusCode);
      const status = typeof recipient.status === 'string' ? recipient.status : 'unknown';
      if (ACCEPTED.has(code) && typeof recipient.messageId === 'string' && recipient.messageId !== '') {
        return { outcome: 'accepted', providerMessageId: recipient.messageId };
      }
      if (REFUSED.has(code)) return { outcome: 'refused', reason: `${code} ${status}` };
      throw new Error(`Africa's Talking did not send it: ${code} ${status}`);
    },
  };
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
