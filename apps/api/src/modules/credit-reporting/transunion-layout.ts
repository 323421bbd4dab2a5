import type { ReportStatus } from '@kwacha/shared/staff/credit-reporting';
import type { BureauLayout, BureauRecord, FileFacts, FileTotals } from './bureau-record';

/**
 * The TransUnion-Africa-style layout the monthly file is written in (docs/product.md §25.3,
 * docs/decisions/053): a header, then for each loan a consumer line and an account line, then a trailer
 * with the counts and the total balance. Pipe-delimited ASCII, one record a line, CRLF endings, amounts
 * in whole ngwee, dates as YYYYMMDD, upper case. The header/detail/trailer shape, the record kinds and the
 * fields follow the public descriptions of African bureaus' data submission specifications; the exact
 * field order, lengths and codes are our assumption until TransUnion Zambia's specification confirms
 * them — this file is the one place to change.
 */

/** The lender's member code at the bureau (assumed until the bureau assigns one). */
const LENDER_CODE = 'KWL';
const LENDER_NAME = 'KWACHA LOANS';

/** The account status codes (docs/product.md §25.3): the code map, in one place. */
export const TRANSUNION_STATUS_CODES: Readonly<Record<ReportStatus, string>> = {
  current: 'CU',
  in_arrears: 'AR',
  closed: 'CL',
  written_off: 'WO',
  restructured: 'RS',
  disputed: 'DS',
};

/** Record types: H header, C consumer, A account, R an account record correcting an earlier month, T trailer. */
const TYPE = { header: 'H', consumer: 'C', account: 'A', correction: 'R', trailer: 'T' } as const;

/** Text as the file carries it: ASCII upper case, no delimiter or control character, at most `max` long. */
export function fieldText(value: string | null | undefined, max: number): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max);
}

const day = (iso: string | null) => (iso ? iso.replaceAll('-', '') : '');
const whole = (ngwee: number) => String(Math.trunc(ngwee));
const line = (fields: readonly string[]) => fields.join('|');

export const transUnionLayout: BureauLayout = {
  name: 'transunion-africa',
  version: '1.0',
  lineEnding: '\r\n',
  fileName: (month) => `${LENDER_CODE}_TU_${month.replace('-', '')}.txt`,
  header: (facts: FileFacts) =>
    line([TYPE.header, LENDER_CODE, LENDER_NAME, facts.month.replace('-', ''), day(facts.monthEnd), '1.0']),
  record(record: BureauRecord, correction: boolean) {
    const c = record.consumer;
    const a = record.account;
    return [
      line([
        TYPE.consumer,
        a.accountNumber,
        fieldText(c.surname, 40),
        fieldText(c.forenames, 60),
        c.nrc.trim(),
        day(c.dateOfBirth),
        fieldText(c.phone, 16),
        fieldText(c.address, 80),
        fieldText(c.city, 40),
        fieldText(c.province, 40),
        fieldText(c.country, 30),
      ]),
      line([
        correction ? TYPE.correction : TYPE.account,
        a.accountNumber,
        record.month.replace('-', ''),
        day(a.openedOn),
        whole(a.amount),
        String(a.termMonths),
        whole(a.instalment),
        whole(a.currentBalance),
        whole(a.amountPastDue),
        String(a.daysPastDue),
        TRANSUNION_STATUS_CODES[a.status],
        day(a.lastPaymentOn),
        whole(a.lastPaymentAmount),
        day(a.closedOn),
      ]),
    ];
  },
  trailer: (facts: FileFacts, totals: FileTotals) =>
    line([
      TYPE.trailer,
      LENDER_CODE,
      facts.month.replace('-', ''),
      String(totals.consumers),
      String(totals.accounts),
      String(totals.corrections),
      whole(totals.balance),
    ]),
};
