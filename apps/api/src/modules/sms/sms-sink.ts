import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskNumber, type SmsGateway } from './sms-gateway';

/**
 * The development gateway (SMS_PROVIDER=sink, the default): sends nothing. The message stays in
 * sms_messages (provider 'sink', status sent) for staff and tests to read; the log line says only that a
 * text would have gone out, to a masked number, never its body.
 */
export function createSinkGateway(logger: FastifyBaseLogger): SmsGateway {
  return {
    name: 'sink',
    async send(message) {
      const providerMessageId = `sink-${randomUUID()}`;
      logger.info(
        { to: maskNumber(message.to), length: message.body.length, providerMessageId },
        'SMS not sent (SMS_PROVIDER=sink): kept in the outbox only',
      );
      return { outcome: 'accepted', providerMessageId };
    },
  };
}
