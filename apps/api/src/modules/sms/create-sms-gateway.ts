import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';
import { createAfricasTalkingGateway } from './africastalking/africastalking-gateway';
import type { SmsGateway } from './sms-gateway';
import { createSinkGateway } from './sms-sink';

/** The gateway SMS_PROVIDER names; config.ts has already refused africastalking without credentials. */
export function createSmsGateway(config: SmsConfig, logger: FastifyBaseLogger): SmsGateway {
  if (config.provider === 'africastalking') {
    if (!config.africasTalking)
      throw new Error('SMS_PROVIDER=africastalking needs AFRICASTALKING_* settings');
    return createAfricasTalkingGateway(config.africasTalking);
  }
  return createSinkGateway(logger);
}
