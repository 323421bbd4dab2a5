import { z } from 'zod';
import type { UssdScreen } from './ussd-menu';

/**
 * The two USSD gateway protocols (docs/product.md §26), each turned into one request shape the menu
 * service takes, and its screen back into the gateway's reply. Nothing here knows the menu or the store.
 */

/** One step of a session as the service sees it, whichever gateway carried it. */
export interface UssdRequest {
  sessionId: string;
  /** The calling number as the gateway sent it (normalised by the service). */
  phoneNumber: string;
  /** True on the session's first request, which carries no input. */
  newSession: boolean;
  /** What the person typed at this step; empty on the first request. */
  input: string;
  /**
   * The step's number within the session when the gateway tells it (Africa's Talking: how many inputs its
   * cumulative text holds), so a retried request is answered again rather than taken as a new step.
   */
  step: number | undefined;
}

const text = (max: number) => z.string().trim().max(max);

/**
 * Africa's Talking's callback: a form POST of sessionId, serviceCode, phoneNumber, networkCode and text,
 * where text joins every input of the session so far with `*` ('' on the first request, then '1', '1*2').
 */
export const africasTalkingBody = z.object({
  sessionId: text(100).min(1),
  serviceCode: text(40),
  phoneNumber: text(20).min(6),
  networkCode: text(20).optional(),
  text: z.string().max(500).default(''),
});

export function fromAfricasTalking(body: z.infer<typeof africasTalkingBody>): UssdRequest {
  const inputs = body.text === '' ? [] : body.text.split('*');
  return {
    sessionId: `at:${body.sessionId}`,
    phoneNumber: body.phoneNumber,
    newSession: inputs.length === 0,
    input: inputs.at(-1) ?? '',
    step: inputs.length,
  };
}

/** Africa's Talking reads a plain-text body beginning `CON ` (wait for input) or `END ` (close). */
export function toAfricasTalking(screen: UssdScreen): string {
  return `${screen.end ? 'END' : 'CON'} ${screen.text}`;
}

/**
 * The JSON gateway of the kind Zambian aggregators offer to reach MTN, Airtel and Zamtel on one code: each
 * request carries only the latest input and says whether it opens the session.
 */
export const jsonGatewayBody = z.object({
  sessionId: text(100).min(1),
  msisdn: text(20).min(6),
  input: z.string().max(182).default(''),
  newSession: z.boolean(),
  network: text(20).optional(),
});

export function fromJsonGateway(body: z.infer<typeof jsonGatewayBody>): UssdRequest {
  return {
    sessionId: `gw:${body.sessionId}`,
    phoneNumber: body.msisdn,
    newSession: body.newSession,
    input: body.newSession ? '' : body.input.trim(),
    step: undefined,
  };
}

export interface JsonGatewayReply {
  sessionId: string;
  action: 'CON' | 'END';
  message: string;
}

export function toJsonGateway(sessionId: string, screen: UssdScreen): JsonGatewayReply {
  return { sessionId, action: screen.end ? 'END' : 'CON', message: screen.text };
}
