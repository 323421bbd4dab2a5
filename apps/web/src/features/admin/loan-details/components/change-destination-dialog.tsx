import { MOBILE_OPERATORS } from '@kwacha/shared/loans/apply-request';
import { OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import type { AdminLoanView } from '@kwacha/shared/staff/admin-loans';
import {
  DESTINATION_CHANGE_BASES,
  DESTINATION_CHANGE_BASIS_LABELS,
  DESTINATION_CHANGE_FAILED_MESSAGE,
  DESTINATION_CHANGED_MESSAGE,
} from '@kwacha/shared/staff/payout-corrections';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ChoicePill } from '../../../../components/form/choice-pill';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useToast } from '../../../../components/ui/toast-context';
import { isApiError } from '../../../../lib/api-client';
import { serverMessage } from '../../../../lib/server-message';
import { useChangeDestination } from '../api/change-destination';
import { useStaffBanks } from '../api/get-banks';
import {
  checkDestinationForm,
  DESTINATION_FIELDS,
  type DestinationErrors,
  type DestinationField,
  type DestinationFormValues,
  destinationFormOf,
} from '../destination-form';

const OPERATOR_OPTIONS = MOBILE_OPERATORS.map((value) => ({ value, label: OPERATOR_LABELS[value] }));
const BASIS_OPTIONS = DESTINATION_CHANGE_BASES.map((value) => ({
  value,
  label: DESTINATION_CHANGE_BASIS_LABELS[value],
}));
const sameName = (a: string, b: string | null) => a.trim().toLowerCase() === (b ?? '').trim().toLowerCase();

const METHODS = [
  { value: 'mobile_money', label: 'Mobile money' },
  { value: 'bank_account', label: 'Bank account' },
] as const;

interface ChangeDestinationDialogProps {
  loan: AdminLoanView;
  onClose: () => void;
  onChanged: (loan: AdminLoanView) => void;
}

/**
 * docs/product.md §12.6: a wallet and its operator, or a bank from the payment provider's live list with
 * the account's name and number, and why (the borrower's confirmation in the app, or their documented
 * request, with its reference). The money then goes out by the usual initiate and code.
 */
export function ChangeDestinationDialog({ loan, onClose, onChanged }: ChangeDestinationDialogProps) {
  const [values, setValues] = useState<DestinationFormValues>(() => destinationFormOf(loan));
  const [errors, setErrors] = useState<DestinationErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeDestination();
  const banks = useStaffBanks(values.disbursementMethod === 'bank_account');
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const methodName = useId();
  const busy = change.isPending;

  const set = <K extends DestinationField>(field: K, value: DestinationFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  /** What every typed or chosen field takes: its value and error, and no change while sending. */
  const fieldOf = <K extends Exclude<DestinationField, 'disbursementMethod'>>(field: K) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(field, event.target.value as DestinationFormValues[K]),
    error: errors[field],
    disabled: busy,
  });
  const focusFirst = (found: DestinationErrors) => {
    const first = DESTINATION_FIELDS.find((field) => found[field]);
    if (first)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const checked = checkDestinationForm(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    try {
      const { data, message } = await change.mutateAsync({ loanId: loan.id, request: checked.request });
      toast({ type: 'success', title: message || DESTINATION_CHANGED_MESSAGE });
      onChanged(data.loanApplication);
      onClose();
    } catch (error) {
      const placed: DestinationErrors = {};
      if (isApiError(error)) {
        for (const detail of error.details) {
          const field = detail.field as DestinationField;
          if (DESTINATION_FIELDS.includes(field)) placed[field] = detail.message;
        }
      }
      setErrors(placed);
      focusFirst(placed);
      setProblem(serverMessage(error, DESTINATION_CHANGE_FAILED_MESSAGE));
    }
  };

  const bankOptions = (banks.data ?? []).map((bank) => ({ value: bank.id, label: bank.name }));
  // The loan's stored bank counts only when the live list has its id under its name: ids are each
  // provider's own, so "016" may name another bank there (docs/product.md §12.4). Otherwise it is
  // chosen again, never kept.
  const { data: liveBanks } = banks;
  useEffect(() => {
    if (!liveBanks) return;
    const stored = liveBanks.find((bank) => bank.id === loan.bankCode);
    const storedListed = stored !== undefined && sameName(stored.name, loan.bankName);
    if (!storedListed) {
      setValues((current) => (current.bankCode === loan.bankCode ? { ...current, bankCode: '' } : current));
    }
  }, [liveBanks, loan.bankCode, loan.bankName]);

  return (
    <Dialog
      title="Change destination"
      description="Where this loan's money goes. The borrower is told by a notice and an e-mail; the money goes out only when you initiate the disbursement and enter its code."
      onClose={onClose}
      busy={busy}
    >
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4">
        <div role="alert">
          {problem ? (
            <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{problem}</p>
          ) : null}
        </div>
        <fieldset className="grid gap-2">
          <legend className="font-medium text-slate-900">Send the money to</legend>
          <div className="flex flex-wrap gap-3">
            {METHODS.map((method) => (
              <ChoicePill
                key={method.value}
                label={method.label}
                name={methodName}
                value={method.value}
                checked={values.disbursementMethod === method.value}
                onChange={() => set('disbursementMethod', method.value)}
                disabled={busy}
              />
            ))}
          </div>
        </fieldset>
        {values.disbursementMethod === 'mobile_money' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Operator"
              placeholder="Choose the operator"
              options={OPERATOR_OPTIONS}
              {...fieldOf('mobileMoneyProvider')}
            />
            <TextField
              label="Mobile money number"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="0977123456"
              {...fieldOf('mobileMoneyNumber')}
            />
          </div>
        ) : (
          <div className="grid gap-4">
            <SelectField
              label="Bank"
              placeholder={banks.isPending ? 'Loading the banks…' : 'Choose the bank'}
              options={bankOptions}
              {...fieldOf('bankCode')}
              error={
                errors.bankCode ??
                (banks.isError
                  ? serverMessage(banks.error, 'The list of banks could not be loaded.')
                  : undefined)
              }
              hint="The payment provider's list of banks, as it is now."
              disabled={busy || banks.isPending}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Name on the account" autoComplete="off" {...fieldOf('bankAccountName')} />
              <TextField
                label="Account number"
                inputMode="numeric"
                autoComplete="off"
                {...fieldOf('bankAccountNumber')}
              />
            </div>
          </div>
        )}
        <SelectField label="Why" placeholder="Choose why" options={BASIS_OPTIONS} {...fieldOf('basis')} />
        <TextField
          label="Reference"
          autoComplete="off"
          hint="Where the borrower's confirmation or request can be found: a message, a letter, a complaint reference."
          {...fieldOf('reference')}
        />
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Changing…' : 'Change destination'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
