import {
  CREDIT_DISPUTE_OUTCOME_LABELS,
  CREDIT_DISPUTE_OUTCOMES,
  resolveCreditDisputeSchema,
  type StaffCreditDispute,
} from '@kwacha/shared/credit-bureau/credit-disputes';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/form/form-message';
import { SelectField } from '../../../../components/form/select-field';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { formatDateTime } from '../../../../lib/format-date';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { loadErrorMessage } from '../../../../lib/load-error-message';
import { serverMessage } from '../../../../lib/server-message';
import { useCreditDisputeQuery, useResolveCreditDispute } from '../api/credit-dispute';

const OUTCOME_SHORT = { corrected: 'Corrected', upheld: 'Upheld' } as const;

/**
 * A credit bureau dispute's case (docs/product.md §25.5): the loan is reported as "disputed" while it is
 * open; staff resolve it here with the outcome and the answer, which resolves the case too (audited).
 */
export function CreditDisputePanel({ complaintId }: { complaintId: string }) {
  const query = useCreditDisputeQuery(complaintId);
  if (query.isError) {
    return (
      <LoadError
        message={loadErrorMessage(query.error, { fallback: 'Failed to load the credit bureau dispute.' })}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const dispute = query.data;
  if (!dispute) return <p role="status">Loading the credit bureau dispute…</p>;
  return (
    <section aria-labelledby="credit-dispute-heading" className="grid gap-3 rounded-xl bg-amber-50 p-4">
      <h4 id="credit-dispute-heading" className="font-semibold text-slate-900">
        Credit bureau dispute
      </h4>
      {dispute.status === 'open' ? (
        <>
          <p className="text-sm text-slate-800">
            Open since {formatDateTime(dispute.openedAt)}: the loan is reported to the bureau as disputed
            until the outcome is recorded.
          </p>
          <OutcomeForm dispute={dispute} />
        </>
      ) : (
        <p className="text-sm text-slate-800">
          Resolved {dispute.resolvedAt ? formatDateTime(dispute.resolvedAt) : ''}
          {dispute.resolvedBy ? ` by ${dispute.resolvedBy.name}` : ''}:{' '}
          <strong>{dispute.outcome ? OUTCOME_SHORT[dispute.outcome] : ''}</strong>.{' '}
          {dispute.outcome === 'corrected'
            ? 'The next bureau file carries the corrected record.'
            : 'The record stands as reported.'}
        </p>
      )}
    </section>
  );
}

function OutcomeForm({ dispute }: { dispute: StaffCreditDispute }) {
  const resolve = useResolveCreditDispute(dispute.id);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: resolveCreditDisputeSchema,
    defaultValues: { outcome: '', resolution: '' },
  });
  const submit = form.submit((body) => {
    setDone(null);
    setFailed(null);
    resolve.mutate(body, {
      onSuccess: ({ message }) => setDone(message),
      onError: (error) => setFailed(serverMessage(error, 'That did not work. Please try again.')),
    });
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-2" aria-label="Record the outcome">
      <FormSuccess message={done} />
      <FormError message={failed} />
      <SelectField
        label="Outcome"
        required
        placeholder="Choose the outcome"
        options={CREDIT_DISPUTE_OUTCOMES.map((value) => ({
          value,
          label: CREDIT_DISPUTE_OUTCOME_LABELS[value],
        }))}
        {...form.field('outcome')}
      />
      <TextAreaField
        label="Resolution (sent to the borrower by e-mail)"
        required
        rows={4}
        {...form.field('resolution')}
      />
      <Button type="submit" disabled={resolve.isPending} className="justify-self-start">
        Record the outcome and resolve
      </Button>
    </form>
  );
}
