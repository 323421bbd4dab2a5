import { describe, expect, it } from 'vitest';
import {
  amountError,
  balanceText,
  canSubmit,
  isValidPaymentPhone,
  localOperator,
  paymentPhoneDigits,
  validatePayment,
} from './payment-rules';

const INVALID_AMOUNT = 'Please enter a valid positive amount to pay.';
const loan = { id: 'c0ffee00-1111-4222-8333-444455556666', outstandingBalance: 1200.5 };
const valid = {
  loan,
  profileLoaded: true,
  amount: '100.5',
  phone: '0977123456',
  operator: { mode: 'auto', detected: 'airtel' },
} as const;

describe('payment phone rules (docs/product.md §5)', () => {
  it.each([
    '0977123456',
    '+260977123456',
    '260977123456',
    '977123456',
    '0761234567',
    '0951234567',
    '0961234567',
    '097 712-3456',
    '(097) 7123456',
  ])('accepts %s', (phone) => expect(isValidPaymentPhone(phone)).toBe(true));

  it.each(['', '0971234', '09771234567', '0551234567', '0751234567', '0987123456', '+2610977123456', 'abc'])(
    'refuses %s',
    (phone) => expect(isValidPaymentPhone(phone)).toBe(false),
  );

  it('sends digits only, as 260 and the subscriber number', () => {
    expect(paymentPhoneDigits('+260 977-123-456')).toBe('260977123456');
    expect(paymentPhoneDigits('0977123456')).toBe('260977123456');
    expect(paymentPhoneDigits('260961234567')).toBe('260961234567');
    expect(paymentPhoneDigits('977123456')).toBe('260977123456');
  });

  it.each([
    ['0761234567', 'mtn'],
    ['+260 96 123 4567', 'mtn'],
    ['(077)-123-4567', 'airtel'],
    ['260971234567', 'airtel'],
    ['0951234567', null],
    ['0551234567', null],
    ['', null],
  ])('falls back locally: %s → %s', (phone, operator) => expect(localOperator(phone)).toBe(operator));
});

describe('payment amount rules', () => {
  it.each(['', 'abc', '0', '0.00', '-5', '12.345', '1e3'])('refuses %j as not a positive amount', (text) =>
    expect(amountError(text, 1200.5)).toBe(INVALID_AMOUNT),
  );

  it('accepts from 0.01 up to the balance exactly', () => {
    expect(amountError('0.01', 1200.5)).toBeUndefined();
    expect(amountError('1200.50', 1200.5)).toBeUndefined();
  });

  it('refuses more than the balance, naming it', () => {
    expect(amountError('1200.51', 1200.5)).toBe(
      'You cannot pay more than your outstanding balance of K1,200.50.',
    );
    expect(amountError('20', 9.99)).toBe('You cannot pay more than your outstanding balance of K9.99.');
  });

  it('starts the amount box at the balance with two decimals', () => {
    expect(balanceText(1200.5)).toBe('1200.50');
    expect(balanceText(0.29)).toBe('0.29');
    expect(balanceText(15000)).toBe('15000.00');
  });
});

describe('Pay Now is disabled (docs/product.md §5)', () => {
  const ready = { processing: false, balanceKwacha: 1200.5, amount: '100', phone: '0977123456' };
  it('is enabled when every condition is met', () => expect(canSubmit(ready)).toBe(true));
  it.each([
    ['processing', { processing: true }],
    ['with no loan', { balanceKwacha: undefined }],
    ['with an amount that is not positive', { amount: '0' }],
    ['with no amount', { amount: '' }],
    ['with an amount above the balance', { amount: '1200.51' }],
    ['with an empty phone', { phone: '  ' }],
  ])('while %s', (_, change) => expect(canSubmit({ ...ready, ...change })).toBe(false));
  it('is not disabled by a malformed phone: its message shows on submit', () =>
    expect(canSubmit({ ...ready, phone: '12' })).toBe(true));
});

describe('validatePayment', () => {
  it('builds the request: amount with two decimals, phone digits, lowercase operator', () => {
    expect(validatePayment(valid).request).toEqual({
      loanId: loan.id,
      amount: '100.50',
      phone: '260977123456',
      operator: 'airtel',
    });
  });

  it('needs a loan and a loaded profile', () => {
    const message = 'Please select a loan and ensure your profile data is loaded.';
    expect(validatePayment({ ...valid, loan: undefined }).errors).toEqual({ loanId: message });
    expect(validatePayment({ ...valid, profileLoaded: false }).errors).toEqual({ loanId: message });
  });

  it('names every problem of the fields', () => {
    expect(validatePayment({ ...valid, amount: '0', phone: '' }).errors).toEqual({
      amount: INVALID_AMOUNT,
      phone: 'Please enter your phone number.',
    });
    expect(validatePayment({ ...valid, phone: '0987' }).errors).toEqual({
      phone: 'Please enter a valid Zambian phone number (e.g., 0977123456 or +260977123456)',
    });
  });

  it('explains an operator that was not detected, or not chosen by hand', () => {
    expect(validatePayment({ ...valid, operator: { mode: 'auto', detected: null } }).errors).toEqual({
      operator:
        'Could not detect the mobile money operator from the phone number. Please check the phone number or enter a number with the correct prefix.',
    });
    expect(validatePayment({ ...valid, operator: { mode: 'manual', chosen: '' } }).errors).toEqual({
      operator: 'Please select your mobile money operator.',
    });
    expect(
      validatePayment({ ...valid, operator: { mode: 'manual', chosen: 'zamtel' } }).request?.operator,
    ).toBe('zamtel');
  });
});
