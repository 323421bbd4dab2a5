import { createComplaintSchema, FORM_COMPLAINT_CATEGORY_VALUES } from '@kwacha/shared/complaints/complaints';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormError, FormSuccess } from '../../../components/form/form-message';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Button } from '../../../components/ui/button';
import { useMyLoansQuery } from '../../../lib/api/my-loans';
import { getPayments, paymentsQueryKey } from '../../../lib/api/payments';
import { useFormDraft } from '../../../lib/forms/use-form-draft';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { formatAmount } from '../../../lib/loans/loan-format';
import { useProductText } from '../../../lib/loans/use-product-text';
import { shortLoanId } from '../../../lib/payments/payment-format';
import { serverMessage } from '../../../lib/server-message';
import { useRaiseComplaint } from '../api/raise-complaint';
import { complaintCategoryMessages, complaintFormMessages as messages } from '../complaints.messages';
import { AttachmentField, attachmentProblem } from './attachment-field';

export const SEND_FAILED_MESSAGE = messages.sendFailed.message;

/** "Raise a complaint" (docs/product.md §17.2); `loanId` prefills the loan (from a loan's page). */
export function ComplaintForm({ loanId = '' }: { loanId?: string }) {
  const format = useFormatMessage();
  const productText = useProductText();
  const problemText = (file: File | null) => {
    const problem = attachmentProblem(file);
    return problem ? format(problem) : undefined;
  };
  const form = useSchemaForm({
    schema: createComplaintSchema,
    defaultValues: { category: '', loanId, paymentId: '', description: '' },
  });
  // docs/product.md §21: the category and the text survive a reload until the complaint is sent (the loan
  // and payment lists load afterwards and are chosen again; a file cannot be kept).
  useFormDraft(form, 'complaint', ['category', 'description']);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const raise = useRaiseComplaint();
  const loans = useMyLoansQuery();
  const chosenLoan = form.watch('loanId');
  // A select cannot show a value before its option exists: the prefilled loan is set again once loans load.
  const { setValue } = form;
  useEffect(() => {
    if (loanId && loans.data?.some((loan) => loan.id === loanId)) setValue('loanId', loanId);
  }, [loanId, loans.data, setValue]);
  // A loan's payments only once a loan is chosen: a complaint may name one of them.
  const payments = useQuery({
    queryKey: paymentsQueryKey(chosenLoan),
    queryFn: () => getPayments(chosenLoan),
    enabled: Boolean(chosenLoan),
  });

  const submit = form.submit((request) => {
    const problem = problemText(attachment);
    setAttachmentError(problem);
    if (problem) {
      fileInput.current?.focus();
      return;
    }
    if (raise.isPending) return;
    raise.mutate(
      { request, attachment },
      {
        onSuccess: ({ reference }) => {
          form.reset({ category: '', loanId: '', paymentId: '', description: '' });
          setAttachment(null);
          if (fileInput.current) fileInput.current.value = '';
          setReceived(format(messages.received, { reference }));
        },
        onError: (error) => {
          form.showServerErrors(error, { focus: true });
          const failed = format(messages.sendFailed);
          if (isAttachmentRefusal(error)) setAttachmentError(serverMessage(error, failed));
          setFormError(serverMessage(error, failed));
        },
      },
    );
  });

  const loanOptions = (loans.data ?? []).map((loan) => ({
    value: loan.id,
    label: format(messages.loanOption, {
      product: productText.name({ id: loan.productId, name: loan.productName }),
      amount: formatAmount(loan.amount),
      loan: shortLoanId(loan.id),
    }),
  }));
  const categoryOptions = FORM_COMPLAINT_CATEGORY_VALUES.map((value) => ({
    value,
    label: format(complaintCategoryMessages[value]),
  }));
  const paymentOptions = (payments.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.reference} · ${formatAmount(p.amount)}`,
  }));

  return (
    <form
      noValidate
      aria-labelledby="raise-complaint-heading"
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      onSubmit={(event) => {
        setFormError(null);
        setReceived(null);
        void submit(event);
      }}
    >
      <h2 id="raise-complaint-heading" className="text-xl font-semibold text-slate-900">
        {format(messages.heading)}
      </h2>
      <FormSuccess message={received} reveal />
      <FormError message={formError} />
      <SelectField
        label={format(messages.about)}
        required
        options={categoryOptions}
        placeholder={format(messages.chooseTopic)}
        {...form.field('category')}
      />
      <SelectField
        label={format(messages.loan)}
        options={loanOptions}
        placeholder={loans.isPending ? format(messages.loadingLoans) : format(messages.noLoan)}
        {...form.field('loanId')}
      />
      {chosenLoan ? (
        <SelectField
          label={format(messages.payment)}
          options={paymentOptions}
          placeholder={payments.isPending ? format(messages.loadingPayments) : format(messages.noPayment)}
          {...form.field('paymentId')}
        />
      ) : null}
      <TextAreaField
        boxClassName="min-h-32"
        label={format(messages.whatHappened)}
        required
        rows={5}
        hint={format(messages.whatHappenedHint)}
        {...form.field('description')}
      />
      <AttachmentField
        ref={fileInput}
        error={attachmentError}
        onFile={(file) => {
          setAttachment(file);
          setAttachmentError(problemText(file));
        }}
      />
      <Button type="submit" disabled={raise.isPending} className="sm:justify-self-start">
        {raise.isPending ? format(messages.sending) : format(messages.submit)}
      </Button>
    </form>
  );
}

function isAttachmentRefusal(error: unknown): boolean {
  const details = (error as { details?: { field: string }[] } | null)?.details;
  return Array.isArray(details) && details.some((d) => d.field === 'attachment');
}
