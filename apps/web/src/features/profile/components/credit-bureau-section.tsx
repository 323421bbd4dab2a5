import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@kwacha/shared/complaints/complaints';
import {
  type CreditDisputeView,
  createCreditDisputeSchema,
  type ReportedLoan,
} from '@kwacha/shared/credit-bureau/credit-disputes';
import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { useId, useRef, useState } from 'react';
import {
  FieldError,
  FieldHint,
  joinIds,
  labelClasses,
  useFieldIds,
} from '../../../components/form/field-parts';
import { FormError, FormSuccess } from '../../../components/form/form-message';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { loadErrorMessage } from '../../../lib/load-error-message';
import { formatAmount } from '../../../lib/loans/loan-format';
import { shortLoanId } from '../../../lib/payments/payment-format';
import { serverMessage } from '../../../lib/server-message';
import { useCreditBureauQuery, useOpenCreditDispute } from '../api/credit-bureau';
import { creditBureauMessages as messages } from './credit-bureau-section.messages';

/** What the browser can tell before sending; the server checks the bytes (the complaints desk's rules). */
function attachmentProblem(file: File | null): MessageDescriptor | undefined {
  if (!file) return undefined;
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return messages.attachmentWrongType;
  if (file.size > ATTACHMENT_MAX_BYTES) return messages.attachmentTooLarge;
  return undefined;
}

/**
 * "Credit bureau" on the profile (docs/product.md §25.5): the loans the bureau is told about, a dispute
 * form for each (through the complaints desk), and every dispute with its status and answer.
 */
export function CreditBureauSection() {
  const format = useFormatMessage();
  const overview = useCreditBureauQuery();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {format(messages.heading)}
      </h2>
      <p className="mt-2 text-slate-700">{format(messages.intro)}</p>
      {overview.data ? (
        <>
          {overview.data.loans.length === 0 ? (
            <p className="mt-4 text-slate-700">{format(messages.empty)}</p>
          ) : (
            <ul className="mt-4 grid gap-4">
              {overview.data.loans.map((loan) => (
                <ReportedLoanItem key={loan.loanId} loan={loan} />
              ))}
            </ul>
          )}
          {overview.data.disputes.length > 0 ? <DisputeHistory disputes={overview.data.disputes} /> : null}
        </>
      ) : overview.isError ? (
        <LoadError
          className="mt-3"
          message={loadErrorMessage(overview.error, { fallback: format(messages.loadFailed) })}
          retrying={overview.isFetching}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <div role="status" aria-busy="true" className="mt-3">
          <span className="sr-only">{format(messages.loading)}</span>
          <div aria-hidden="true" className="h-16 w-full animate-pulse rounded bg-slate-200" />
        </div>
      )}
    </section>
  );
}

function ReportedLoanItem({ loan }: { loan: ReportedLoan }) {
  const format = useFormatMessage();
  const [open, setOpen] = useState(false);
  const [received, setReceived] = useState<string | null>(null);
  const disputeButton = useRef<HTMLButtonElement>(null);
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="font-semibold break-words text-slate-900">
        {format(messages.loanTitle, {
          product: loan.productName,
          amount: formatAmount(loan.amount),
          loan: shortLoanId(loan.loanId),
        })}
      </p>
      {loan.disbursementDate ? (
        <p className="text-sm text-slate-700">
          {format(messages.paidOutOn, { date: formatDisplayDate(loan.disbursementDate) })}
        </p>
      ) : null}
      <FormSuccess message={received} reveal />
      {loan.openDispute ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          {format(messages.disputedNotice, {
            date: formatDisplayDate(loan.openDispute.resolveBy),
            reference: loan.openDispute.complaintReference,
          })}
        </p>
      ) : open ? (
        <DisputeForm
          loanId={loan.loanId}
          onDone={(reference) => {
            setOpen(false);
            setReceived(reference ? format(messages.received, { reference }) : null);
            if (!reference) disputeButton.current?.focus();
          }}
        />
      ) : (
        <Button
          ref={disputeButton}
          type="button"
          variant="secondary"
          className="mt-3"
          onClick={() => {
            setReceived(null);
            setOpen(true);
          }}
        >
          {format(messages.disputeButton)}
        </Button>
      )}
    </li>
  );
}

function DisputeForm({ loanId, onDone }: { loanId: string; onDone: (reference: string | null) => void }) {
  const format = useFormatMessage();
  const form = useSchemaForm({ schema: createCreditDisputeSchema, defaultValues: { loanId, reason: '' } });
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useOpenCreditDispute();
  const { inputId, hintId, errorId } = useFieldIds();
  const problemText = (file: File | null) => {
    const problem = attachmentProblem(file);
    return problem ? format(problem) : undefined;
  };

  const submit = form.submit((request) => {
    const problem = problemText(attachment);
    setAttachmentError(problem);
    if (problem) {
      fileInput.current?.focus();
      return;
    }
    if (send.isPending) return;
    send.mutate(
      { request, attachment },
      {
        onSuccess: ({ complaintReference }) => onDone(complaintReference),
        onError: (error) => {
          form.showServerErrors(error, { focus: true });
          setFormError(serverMessage(error, format(messages.sendFailed)));
        },
      },
    );
  });

  return (
    <form
      noValidate
      className="mt-3 grid gap-3"
      onSubmit={(event) => {
        setFormError(null);
        void submit(event);
      }}
    >
      <FormError message={formError} />
      <TextAreaField
        boxClassName="min-h-28"
        label={format(messages.reasonLabel)}
        required
        rows={4}
        hint={format(messages.reasonHint)}
        {...form.field('reason')}
      />
      <div>
        <label htmlFor={inputId} className={labelClasses}>
          {format(messages.attachmentLabel)}
        </label>
        <input
          ref={fileInput}
          id={inputId}
          name="attachment"
          type="file"
          accept={ATTACHMENT_TYPES.join(',')}
          aria-invalid={attachmentError ? true : undefined}
          aria-describedby={joinIds(hintId, attachmentError ? errorId : undefined)}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setAttachment(file);
            setAttachmentError(problemText(file));
          }}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-emerald-50 file:px-3 file:py-2 file:font-medium file:text-emerald-900"
        />
        <FieldHint id={hintId} hint={format(messages.attachmentHint)} />
        <FieldError id={errorId} error={attachmentError} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? format(messages.sending) : format(messages.submit)}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(null)}>
          {format(messages.cancel)}
        </Button>
      </div>
    </form>
  );
}

function DisputeHistory({ disputes }: { disputes: CreditDisputeView[] }) {
  const format = useFormatMessage();
  const statusText = (d: CreditDisputeView) =>
    d.status === 'open'
      ? format(messages.statusOpen)
      : d.outcome === 'corrected'
        ? format(messages.statusCorrected)
        : format(messages.statusUpheld);
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold text-slate-900">{format(messages.historyHeading)}</h3>
      <ul className="mt-2 grid gap-3">
        {disputes.map((d) => (
          <li key={d.id} className="rounded-xl border border-slate-200 p-3 text-sm">
            <p className="font-semibold text-slate-900">{statusText(d)}</p>
            <p className="text-slate-700">
              {format(messages.raisedOn, {
                date: formatDisplayDate(d.openedAt),
                reference: d.complaintReference,
              })}
            </p>
            <p className="mt-1 break-words whitespace-pre-line text-slate-800">{d.reason}</p>
            {d.resolution ? (
              <p className="mt-1 break-words whitespace-pre-line text-slate-800">
                {format(messages.answer, { answer: d.resolution })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
