import type { z } from 'zod';
import {
  detectOperator,
  isZambianMobile,
  OPERATOR_LABELS,
  PHONE_FORMAT_MESSAGE,
} from '../phone/zambian-phone';
import { CHOOSE_BANK_MESSAGE } from './banks';

/** Where a loan's money goes, as the apply form and the staff's change of destination send it. */
export interface PayoutFields {
  disbursementMethod: 'mobile_money' | 'bank_account';
  mobileMoneyProvider?: 'mtn' | 'airtel' | 'zamtel' | undefined;
  mobileMoneyNumber?: string | undefined;
  bankName?: string | undefined;
  bankAccountName?: string | undefined;
  bankAccountNumber?: string | undefined;
  bankCode?: string | undefined;
}

/**
 * docs/product.md §5.9: what a destination needs for its method, each with its message. The bank is an id
 * from GET /api/banks (`bankCode`), never a sort code; `bankName` is asked only where the form sends it.
 */
export function checkPayoutFields(
  body: PayoutFields,
  ctx: z.RefinementCtx,
  options: { bankNameRequired: boolean },
): void {
  const need = (field: keyof PayoutFields, message: string) => {
    if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message });
  };
  if (body.disbursementMethod === 'mobile_money') {
    need('mobileMoneyProvider', 'Please choose your mobile money operator.');
    need('mobileMoneyNumber', 'Please enter your mobile money number.');
    if (body.mobileMoneyNumber && !isZambianMobile(body.mobileMoneyNumber)) {
      ctx.addIssue({ code: 'custom', path: ['mobileMoneyNumber'], message: PHONE_FORMAT_MESSAGE });
    } else if (body.mobileMoneyNumber && body.mobileMoneyProvider) {
      const detected = detectOperator(body.mobileMoneyNumber);
      if (detected && detected !== body.mobileMoneyProvider) {
        ctx.addIssue({
          code: 'custom',
          path: ['mobileMoneyProvider'],
          message: `This number belongs to ${OPERATOR_LABELS[detected]}, not ${OPERATOR_LABELS[body.mobileMoneyProvider]}.`,
        });
      }
    }
  }
  if (body.disbursementMethod === 'bank_account') {
    if (options.bankNameRequired) need('bankName', 'Please enter your bank.');
    need('bankAccountName', 'Please enter the name on the account.');
    need('bankAccountNumber', 'Please enter the account number.');
    need('bankCode', CHOOSE_BANK_MESSAGE);
    if (body.bankAccountNumber && !/^\d{6,20}$/.test(body.bankAccountNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankAccountNumber'],
        message: 'Account numbers are 6 to 20 digits.',
      });
    }
  }
}
