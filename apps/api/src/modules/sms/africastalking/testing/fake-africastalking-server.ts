import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Africa's Talking's SMS API over real HTTP, speaking its wire format: POST
 * /version1/messaging (form-encoded username, to, message, from; header apiKey) answered with
 * SMSMessageData.Recipients, and delivery reports POSTed form-encoded (id, status, phoneNumber,
 * networkCode, failureReason, retryCount) to the callback URL the account is set up with.
 */
export interface FakeAfricasTalking {
  baseUrl: string;
  /** Every accepted request's form fields, in order. */
  received: Array<Record<string, string>>;
  /** The message ids of the texts it took, in order (a report names one). */
  messageIds: string[];
  /** How many sends reached the server at all, answered or not. */
  requestCount(): number;
  /** The next `count` requests are answered with this HTTP status and a plain-text body. */
  failNext(count: number, httpStatus: number): void;
  /**
   * The next request is accepted — recorded, and the text counts as sent — but answered only after
   * `delayMs`, or never (`dropConnection`: the connection is cut once the request is in).
   */
  acceptButAnswer(how: { delayMs: number } | 'dropConnection'): void;
  /** Numbers answered with a per-recipient refusal, e.g. 406 UserInBlacklist. */
  refuse(number: string, statusCode: number, status: string): void;
  /**
   * The next accepted message's delivery report (`status`) is POSTed to `callbackUrl` before the send is
   * answered: the report overtakes the answer, as it can when the network is quick and our side is slow.
   */
  reportBeforeAnswering(callbackUrl: string, status: string): void;
  /** POSTs a delivery report for `messageId` to `callbackUrl` as Africa's Talking does; returns the HTTP status. */
  deliveryReport(
    callbackUrl: string,
    report: { id: string; status: string; phoneNumber?: string; failureReason?: string; retryCount?: number },
  ): Promise<number>;
  close(): Promise<void>;
}

export const FAKE_AT_USERNAME = 'kwacha-test';
export const FAKE_AT_API_KEY = 'atsk_test_key_0123456789';

export async function startFakeAfricasTalking(): Promise<FakeAfricasTalking> {
  const received: Array<Record<string, string>> = [];
  const messageIds: string[] = [];
  const refusals = new Map<string, { statusCode: number; status: string }>();
  let failures: { count: number; httpStatus: number } = { count: 0, httpStatus: 500 };
  let overtaking: { callbackUrl: string; status: string } | undefined;
  let answering: { delayMs: number } | 'dropConnection' | undefined;
  let requests = 0;

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const reply = (status: number, payload: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    if (req.method !== 'POST' || req.url !== '/version1/messaging')
      return reply(404, 'Not Found', 'text/plain');
    requests += 1;
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      const words = failures.httpStatus >= 500 ? 'Internal Server Error' : 'Request refused';
      return reply(failures.httpStatus, words, 'text/plain');
    }
    if (req.headers.apikey !== FAKE_AT_API_KEY) {
      return reply(401, 'The supplied authentication is invalid', 'text/plain');
    }
    const form = Object.fromEntries(new URLSearchParams(body));
    if (form.username !== FAKE_AT_USERNAME || !form.to || !form.message) {
      return reply(400, 'Request is missing required form field', 'text/plain');
    }
    received.push(form);
    const refusal = refusals.get(form.to);
    const recipient = refusal
      ? {
          statusCode: refusal.statusCode,
          number: form.to,
          status: refusal.status,
          cost: '0',
          messageId: 'None',
        }
      : {
          statusCode: 101,
          number: form.to,
          status: 'Success',
          cost: 'ZMW 0.2500',
          messageId: `ATXid_${randomUUID()}`,
        };
    if (overtaking && !refusal) {
      const { callbackUrl, status } = overtaking;
      overtaking = undefined;
      await postReport(callbackUrl, { id: recipient.messageId, status, phoneNumber: form.to });
    }
    const answer = {
      SMSMessageData: {
        Message: refusal ? 'Sent to 0/1 Total Cost: 0' : 'Sent to 1/1 Total Cost: ZMW 0.2500',
        Recipients: [recipient],
      },
    };
    if (!refusal) messageIds.push(recipient.messageId);
    const how = answering;
    answering = undefined;
    if (how === 'dropConnection') return req.socket.destroy();
    if (how) {
      setTimeout(() => reply(201, answer), how.delayMs);
      return;
    }
    return reply(201, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    messageIds,
    requestCount: () => requests,
    acceptButAnswer(how) {
      answering = how;
    },
    failNext(count, httpStatus) {
      failures = { count, httpStatus };
    },
    refuse(number, statusCode, status) {
      refusals.set(number, { statusCode, status });
    },
    reportBeforeAnswering(callbackUrl, status) {
      overtaking = { callbackUrl, status };
    },
    deliveryReport: postReport,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function postReport(
  callbackUrl: string,
  report: { id: string; status: string; phoneNumber?: string; failureReason?: string; retryCount?: number },
): Promise<number> {
  const form = new URLSearchParams({
    id: report.id,
    status: report.status,
    phoneNumber: report.phoneNumber ?? '+260971234567',
    networkCode: '64502',
    retryCount: String(report.retryCount ?? 0),
    ...(report.failureReason && { failureReason: report.failureReason }),
  });
  const response = await fetch(callbackUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  await response.arrayBuffer();
  return response.status;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
