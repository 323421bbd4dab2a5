import { describe, expect, it } from 'vitest';
import {
  africasTalkingBody,
  fromAfricasTalking,
  fromJsonGateway,
  jsonGatewayBody,
  toAfricasTalking,
  toJsonGateway,
} from './ussd-gateways';

const at = (text: string) =>
  africasTalkingBody.parse({
    sessionId: 'ATUid_1',
    serviceCode: '*384*123#',
    phoneNumber: '+260971234567',
    networkCode: '64502',
    text,
  });

describe("Africa's Talking protocol", () => {
  it('opens a session on an empty text and takes the last input of the joined text after', () => {
    expect(fromAfricasTalking(at(''))).toEqual({
      sessionId: 'at:ATUid_1',
      phoneNumber: '+260971234567',
      newSession: true,
      input: '',
      step: 0,
    });
    expect(fromAfricasTalking(at('2*1234*3'))).toMatchObject({ newSession: false, input: '3', step: 3 });
  });

  it('treats a missing text as the first request and refuses a missing session id', () => {
    const { text: _text, ...withoutText } = at('');
    expect(fromAfricasTalking(africasTalkingBody.parse(withoutText)).newSession).toBe(true);
    expect(africasTalkingBody.safeParse({ ...withoutText, sessionId: '' }).success).toBe(false);
  });

  it('answers in plain text beginning CON or END', () => {
    expect(toAfricasTalking({ text: 'Choose\n1 Balance', end: false })).toBe('CON Choose\n1 Balance');
    expect(toAfricasTalking({ text: 'Bye', end: true })).toBe('END Bye');
  });
});

describe('JSON gateway protocol', () => {
  it('takes the latest input and the new-session flag, and answers with an action', () => {
    const body = jsonGatewayBody.parse({
      sessionId: 's-9',
      msisdn: '260971234567',
      input: ' 2 ',
      newSession: false,
    });
    expect(fromJsonGateway(body)).toEqual({
      sessionId: 'gw:s-9',
      phoneNumber: '260971234567',
      newSession: false,
      input: '2',
      step: undefined,
    });
    expect(toJsonGateway('s-9', { text: 'Bye', end: true })).toEqual({
      sessionId: 's-9',
      action: 'END',
      message: 'Bye',
    });
  });

  it('ignores the dialled code that some gateways send as the first input', () => {
    const body = jsonGatewayBody.parse({
      sessionId: 's-9',
      msisdn: '260971234567',
      input: '*555#',
      newSession: true,
    });
    expect(fromJsonGateway(body).input).toBe('');
  });

  it('refuses a body without the new-session flag', () => {
    expect(jsonGatewayBody.safeParse({ sessionId: 's', msisdn: '260971234567' }).success).toBe(false);
  });
});
