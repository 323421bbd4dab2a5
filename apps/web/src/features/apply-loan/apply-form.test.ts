import { type MessageDescriptor, pickMessage } from '@kwacha/shared/i18n/message-descriptor';
import { KEY_FACTS_REQUIRED_MESSAGE } from '@kwacha/shared/loans/apply-request';
import { CHOOSE_BANK_MESSAGE } from '@kwacha/shared/loans/banks';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import bem from '../../lib/i18n/locales/bem';
import { testProduct } from '../../test/builders/loan-products';
import {
  APPLY_FIELDS,
  type ApplyFormValues,
  CHOOSE_PRODUCT_MESSAGE,
  emptyApplyForm,
  type FieldErrors,
  quoteFor,
  termsErrors,
  validateApplication,
} from './apply-form';
import { productFacts } from './components/product-picker';
import { submitFailure } from './submit-errors';
import { DEFAULT_LOAN_TERMS } from './testing/apply-page';

const personal = testProduct('personal');

/** The field that takes the focus: the form focuses the first invalid one in the order of its values. */
const firstInvalidField = (errors: FieldErrors) =>
  Object.keys(emptyApplyForm()).find((field) => errors[field as keyof FieldErrors]);

function filled(overrides: Partial<ApplyFormValues> = {}): ApplyFormValues {
  return {
    ...emptyApplyForm('personal'),
    amount: '1000',
    duration: '3',
    purpose: 'School fees',
    mobileMoneyNumber: '0977123456',
    mobileMoneyProvider: 'airtel',
    ...overrides,
  };
}

describe('the form values', () => {
  it('are in the order of the page, the order of the fields the server names', () => {
    expect(Object.keys(emptyApplyForm())).toEqual([...APPLY_FIELDS]);
  });
});

describe('termsErrors', () => {
  it('uses the schema messages for what is not a number', () => {
    expect(termsErrors(filled({ amount: 'abc', duration: '2.5' }), personal)).toEqual({
      amount: 'Please enter a valid loan amount',
      duration: 'Please enter a valid duration',
    });
    expect(termsErrors(filled({ amount: '0' }), personal).amount).toBe('Please enter a valid loan amount');
  });

  it("names the product's limits as the server does", () => {
    expect(termsErrors(filled({ amount: '30000.01', duration: '11' }), testProduct('education'))).toEqual({
      amount: 'Education Loan amounts are from K10.00 to K30,000.00.',
      duration: 'Education Loan terms are from 3 to 10 months.',
    });
    expect(termsErrors(filled({ duration: '5' }), testProduct('vehicle')).duration).toBe(
      'Vehicle Loan terms are from 6 to 12 months.',
    );
    expect(termsErrors(filled({ amount: '9.99' }), personal).amount).toBe(
      'Personal Loan amounts are from K10.00 to K50,000.00.',
    );
  });

  it('accepts amounts as people type them', () => {
    expect(termsErrors(filled({ amount: 'K1,000.50' }), personal)).toEqual({});
    expect(termsErrors(filled({ amount: '50000' }), personal)).toEqual({});
  });
});

describe('quoteFor', () => {
  it('is the shared worked example: K1,000 over 3 months at 2.5% a month', () => {
    const quote = quoteFor({ amount: '1000', duration: '3' }, personal, DEFAULT_LOAN_TERMS, '2026-01-15');
    // fee 5% of 1000 = 50; instalment 350.14; interest 25.00 + 16.87 + 8.54 = 50.41
    expect(quote).toMatchObject({
      serviceFee: 5_000,
      amountReceived: 95_000,
      instalment: 35_014,
      totalInterest: 5_041,
      totalRepayable: 105_041,
      firstDueDate: '2026-02-15',
    });
  });

  it('is undefined until the terms are valid', () => {
    expect(quoteFor({ amount: '1000', duration: '3' }, undefined, DEFAULT_LOAN_TERMS)).toBeUndefined();
    expect(quoteFor({ amount: '60000', duration: '3' }, personal, DEFAULT_LOAN_TERMS)).toBeUndefined();
    expect(quoteFor({ amount: '1000', duration: '' }, personal, DEFAULT_LOAN_TERMS)).toBeUndefined();
  });

  it('takes the service fee in force from the terms, not a constant', () => {
    const terms = { ...DEFAULT_LOAN_TERMS, serviceFeePercent: 6.5 };
    const quote = quoteFor({ amount: '1000', duration: '3' }, personal, terms, '2026-01-15');
    // 6.5% of K1,000 = K65.00; the instalments do not depend on the fee.
    expect(quote).toMatchObject({ serviceFeeBasisPoints: 650, serviceFee: 6_500, amountReceived: 93_500 });
    expect(quote?.instalment).toBe(35_014);
  });
});

describe('validateApplication', () => {
  it('sends the typed number and the amount as a number', () => {
    const { errors, request } = validateApplication(filled({ amount: '1,000.5' }), true, personal);
    expect(errors).toEqual({});
    expect(request).toEqual({
      productId: 'personal',
      amount: 1000.5,
      duration: 3,
      purpose: 'School fees',
      disbursementMethod: 'mobile_money',
      mobileMoneyNumber: '0977123456',
      mobileMoneyProvider: 'airtel',
      acceptKeyFacts: true,
    });
  });

  it('lists every problem at once, in the order of the page', () => {
    const { errors, request } = validateApplication(
      filled({ productId: '', amount: '', purpose: '', mobileMoneyProvider: 'mtn' }),
      false,
      undefined,
    );
    expect(request).toBeUndefined();
    expect(errors).toEqual({
      productId: CHOOSE_PRODUCT_MESSAGE,
      amount: 'Please enter a valid loan amount',
      purpose: 'Please tell us what the loan is for.',
      acceptKeyFacts: KEY_FACTS_REQUIRED_MESSAGE,
      mobileMoneyProvider: 'This number belongs to Airtel, not MTN.',
    });
    expect(firstInvalidField(errors)).toBe('productId');
  });

  it('checks bank details: the bank must be chosen from the list, and travels as its id', () => {
    const bank = filled({
      disbursementMethod: 'bank_account',
      bankAccountName: 'Chanda Mwila',
      bankAccountNumber: '12-34',
    });
    const { errors } = validateApplication(bank, true, personal);
    expect(errors).toEqual({
      bankName: 'Please enter your bank.',
      bankCode: CHOOSE_BANK_MESSAGE,
      bankAccountNumber: 'Account numbers are 6 to 20 digits.',
    });
    expect(firstInvalidField(errors)).toBe('bankName');
    const { request } = validateApplication(
      { ...bank, bankName: 'Zanaco', bankCode: '016', bankAccountNumber: '0123456789' },
      true,
      personal,
    );
    expect(request).toMatchObject({
      bankName: 'Zanaco',
      bankCode: '016',
      bankAccountNumber: '0123456789',
    });
    expect(request).not.toHaveProperty('mobileMoneyNumber');
  });
});

describe('productFacts', () => {
  it('reads like the marketing page', () => {
    expect(productFacts(personal)).toEqual(['K10 – K50,000', '1–12 months', 'from 2.5% a month']);
    expect(productFacts(testProduct('vehicle'))).toEqual([
      'K10 – K50,000',
      '6–12 months',
      'from 3.0% a month',
    ]);
  });
});

describe('submitFailure', () => {
  const apiError = (status: number, code: string, message: string, extra: object = {}) =>
    new ApiError({ status, code, message, body: { msg: message, message }, ...extra });

  it('keeps refusals about the borrower on the page, even as 403', () => {
    expect(submitFailure(apiError(403, 'NOT_ELIGIBLE', 'You must be 18 or over.'))).toEqual({
      kind: 'problem',
      problem: { message: 'You must be 18 or over.' },
    });
    expect(submitFailure(apiError(409, 'APPLICATION_ALREADY_OPEN', 'Wait.'))).toEqual({
      kind: 'problem',
      problem: { message: 'Wait.', link: { to: '/my-loans', label: 'Go to My Loans' } },
    });
  });

  it('treats other 401 and 403 answers as a lost session', () => {
    expect(submitFailure(apiError(401, 'UNAUTHORIZED', 'No.'))).toEqual({ kind: 'signed-out' });
    expect(submitFailure(apiError(403, 'FORBIDDEN', 'No.'))).toEqual({ kind: 'signed-out' });
  });

  it('maps validation details to fields and keeps unknown ones for the top', () => {
    const error = apiError(400, 'VALIDATION_ERROR', 'Invalid', {
      details: [
        { field: 'amount', msg: 'Too much.', message: 'Too much.' },
        { field: 'status', msg: 'Not allowed.', message: 'Not allowed.' },
      ],
    });
    expect(submitFailure(error)).toEqual({
      kind: 'fields',
      fieldErrors: { amount: 'Too much.' },
      problem: { message: 'Not allowed.' },
    });
  });

  it("says its own words through the reader's catalogue", () => {
    const t = (descriptor: MessageDescriptor) => pickMessage(bem, descriptor);
    expect(submitFailure(apiError(409, 'APPLICATION_ALREADY_OPEN', 'Lindeni.'), t)).toEqual({
      kind: 'problem',
      problem: { message: 'Lindeni.', link: { to: '/my-loans', label: 'Yeni ku Ngongole Shandi' } },
    });
    expect(submitFailure(new Error('offline'), t)).toEqual({
      kind: 'problem',
      problem: { message: 'Tatwakwanishe ukutuma ipepo lyenu. Napapata eshenipo na kabili.' },
    });
  });

  it('asks to wait after too many requests', () => {
    expect(submitFailure(apiError(429, 'RATE_LIMITED', 'Slow down', { retryAfter: 30 }))).toEqual({
      kind: 'problem',
      problem: { message: 'Too many requests. Please wait 30 seconds before trying again.' },
    });
  });
});
