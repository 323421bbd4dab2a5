import { SelectField } from '../../../components/form/select-field';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { serverMessage } from '../../../lib/server-message';
import { useBanks } from '../api/get-banks';
import { applyLoanMessages as messages } from '../apply-loan.messages';
import type { ApplyFormState } from '../use-apply-form';

export const BANKS_LOAD_FAILED_MESSAGE = 'We could not load the list of banks. Please try again.';

// The select stands for both bankName and bankCode, so a problem with either focuses it (the `~=` lookup
// in apply-loan-form.tsx matches one word of this attribute).
const BANK_FIELDS = 'bankName bankCode';

/**
 * The borrower's bank, chosen by name from the payment provider's list (GET /api/banks). Its value is
 * the provider's id for the bank, which the application sends as bankCode, so nothing typed (a name, a
 * sort code) can ever be what the transfer names.
 */
export function BankSelect({ form }: { form: ApplyFormState }) {
  const t = useT();
  const { values, chooseBank, touch, errorFor } = form;
  const banks = useBanks();
  const error = errorFor('bankCode') ?? errorFor('bankName');

  if (banks.isError) {
    return (
      <div>
        <SelectField
          label={t(messages.bank)}
          name="bankCode"
          options={[]}
          placeholder={t(messages.banksNotLoaded)}
          disabled
          error={serverMessage(banks.error, BANKS_LOAD_FAILED_MESSAGE)}
        />
        {/* Focus goes here on submit: the one thing the borrower can do about it. */}
        <Button
          variant="secondary"
          className="mt-2"
          data-field={BANK_FIELDS}
          disabled={banks.isFetching}
          onClick={() => void banks.refetch()}
        >
          {banks.isFetching ? t(messages.retrying) : t(messages.tryAgain)}
        </Button>
      </div>
    );
  }

  const list = banks.data ?? [];
  return (
    <SelectField
      label={t(messages.bank)}
      name="bankCode"
      data-field={BANK_FIELDS}
      options={list.map((bank) => ({ value: bank.id, label: bank.name }))}
      placeholder={banks.isPending ? t(messages.loadingBanks) : t(messages.chooseBank)}
      disabled={banks.isPending}
      aria-busy={banks.isPending || undefined}
      value={banks.isPending ? '' : values.bankCode}
      onChange={(event) => chooseBank(list.find((bank) => bank.id === event.target.value))}
      onBlur={() => {
        touch('bankName');
        touch('bankCode');
      }}
      error={error}
    />
  );
}
