import { parseKwacha } from '@kwacha/shared/money/money';
import { ENQUIRY_PATH, type EnquiryRequestBody, enquiryResponseSchema } from './bureau-wire';
import type { BureauEnquiry, BureauReport, CreditBureau } from './credit-bureau';
import { BureauTimeoutError, BureauUnavailableError, BureauWrongPersonError } from './credit-checks.errors';

export interface HttpBureauOptions {
  /** standin or transunion: stored with each report. */
  name: string;
  baseUrl: string;
  apiKey: string;
  /** The whole call, answer included (CREDIT_BUREAU_TIMEOUT_MS). */
  timeoutMs: number;
}

const sameNrc = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The TransUnion-style consumer enquiry client (decision 052). The request key travels as X-Request-Id:
 * the bureau answers a repeated id from its own record without charging again, so a retry after a
 * timeout never pays twice. An answer about another NRC than the one asked is refused, never stored.
 */
export function httpBureau(options: HttpBureauOptions): CreditBureau {
  const url = new URL(ENQUIRY_PATH, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  return {
    name: options.name,
    async checkConsumer(enquiry: BureauEnquiry): Promise<BureauReport> {
      const body: EnquiryRequestBody = {
        enquiryReason: 'NEW_CREDIT_APPLICATION',
        product: 'CONSUMER_PROFILE',
        consumer: {
          nationalId: enquiry.nrc,
          forenames: enquiry.firstName,
          surname: enquiry.lastName,
          dateOfBirth: enquiry.dateOfBirth,
          mobileNumber: enquiry.phone,
        },
      };
      let response: Response;
      let text: string;
      try {
        // One signal covers connecting, the headers and the body: a bureau that sends slowly times out too.
        const signal = AbortSignal.timeout(options.timeoutMs);
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-api-key': options.apiKey,
            'x-request-id': enquiry.requestKey,
          },
          body: JSON.stringify(body),
          redirect: 'error',
          signal,
        });
        text = await response.text();
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
          throw new BureauTimeoutError(`the credit bureau did not answer within ${options.timeoutMs} ms`);
        throw new BureauUnavailableError('the credit bureau could not be reached');
      }
      if (!response.ok) throw new BureauUnavailableError(`the credit bureau answered ${response.status}`);
      let parsed: ReturnType<typeof enquiryResponseSchema.safeParse>;
      try {
        parsed = enquiryResponseSchema.safeParse(JSON.parse(text));
      } catch {
        throw new BureauUnavailableError('the credit bureau answered with a body that is not JSON');
      }
      if (!parsed.success) throw new BureauUnavailableError('the credit bureau answered in an unknown form');
      const answer = parsed.data;
      const answeredNrc = answer.consumer?.nationalId ?? null;
      const wrongPerson = answeredNrc
        ? !sameNrc(answeredNrc, enquiry.nrc)
        : answer.enquiryStatus !== 'NOT_FOUND'; // a report that names no one is no one's report
      if (wrongPerson) throw new BureauWrongPersonError('the credit bureau answered about another person');
      return {
        outcome:
          answer.enquiryStatus === 'FOUND'
            ? 'found'
            : answer.enquiryStatus === 'THIN_FILE'
              ? 'thin_file'
              : 'not_found',
        reference: answer.reference,
        nrc: answeredNrc,
        score: answer.score?.value ?? null,
        facilities: answer.accounts.map((account) => ({
          lender: account.subscriber,
          kind: account.accountType,
          openedOn: account.dateOpened,
          balance: parseKwacha(account.currentBalance) ?? 0,
          monthlyInstalment: parseKwacha(account.instalmentAmount) ?? 0,
          arrearsDays: account.daysInArrears,
          status: account.accountStatus,
        })),
      };
    },
  };
}
