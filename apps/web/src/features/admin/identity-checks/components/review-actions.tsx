import { type KycReview, requestAnotherPhotoSchema } from '@kwacha/shared/kyc/kyc';
import { KYC_DOCUMENT_KINDS } from '@kwacha/shared/kyc/kyc-view';
import { useState } from 'react';
import { SelectField } from '../../../../components/form/select-field';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { Button } from '../../../../components/ui/button';
import { useModal } from '../../../../components/ui/modal-context';
import { useToast } from '../../../../components/ui/toast-context';
import { isApiError } from '../../../../lib/api-client';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { serverMessage } from '../../../../lib/server-message';
import { type IdentityDecision, useDecideIdentityCheck } from '../api/decide-identity-check';
import { STAFF_DOCUMENT_LABELS } from '../identity-check-texts';

export const DECISION_FAILED_MESSAGE = 'The decision could not be saved. Please try again.';

const KIND_OPTIONS = KYC_DOCUMENT_KINDS.map((value) => ({ value, label: STAFF_DOCUMENT_LABELS[value] }));

/**
 * Approve, or ask for another photo with a reason the borrower reads (docs/product.md §20), each after a
 * confirmation. A 409 (someone decided first) is said beside the buttons while the review is read again.
 */
export function ReviewActions({ review }: { review: KycReview }) {
  const decide = useDecideIdentityCheck(review.userId);
  const { confirm } = useModal();
  const { toast } = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: requestAnotherPhotoSchema,
    defaultValues: { kind: '', reason: '' },
  });
  const name = `${review.firstName} ${review.lastName}`;

  const run = async (decision: IdentityDecision) => {
    setRefusal(null);
    try {
      const message = await decide.mutateAsync(decision);
      toast({ type: 'success', title: message });
      if (decision.action === 'request-another-photo') form.reset();
    } catch (error) {
      if (isApiError(error) && error.status === 400) form.showServerErrors(error, { focus: true });
      setRefusal(serverMessage(error, DECISION_FAILED_MESSAGE));
    }
  };

  const approve = async () => {
    if (decide.isPending) return;
    const confirmed = await confirm({
      title: 'Approve these documents?',
      message: `${name} can then receive money. They are told by e-mail and in their notifications.`,
      confirmLabel: 'Approve',
    });
    if (confirmed) await run({ action: 'approve' });
  };

  const askAgain = form.submit(async (request) => {
    if (decide.isPending) return;
    const confirmed = await confirm({
      title: 'Ask for another photo?',
      message: `${name} will be asked for another photo of the ${STAFF_DOCUMENT_LABELS[request.kind]} and will read: "${request.reason}"`,
      confirmLabel: 'Ask for another photo',
    });
    if (confirmed) await run({ action: 'request-another-photo', request });
  });

  return (
    <section aria-labelledby="identity-decision" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="identity-decision" className="text-xl font-semibold text-slate-900">
        Decision
      </h2>
      {refusal ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {refusal}
        </p>
      ) : null}
      <Button onClick={() => void approve()} disabled={decide.isPending} className="mt-4 w-full sm:w-auto">
        Approve
      </Button>
      <form
        noValidate
        aria-label="Ask for another photo"
        onSubmit={(event) => void askAgain(event)}
        className="mt-6 grid gap-3 border-t border-slate-200 pt-4"
      >
        <h3 className="text-lg font-semibold text-slate-900">Ask for another photo</h3>
        <SelectField
          label="Which photo"
          placeholder="Choose a photo"
          options={KIND_OPTIONS}
          disabled={decide.isPending}
          {...form.field('kind')}
        />
        <TextAreaField
          rows={3}
          label="Reason (the borrower reads it)"
          hint="5 to 300 characters, e.g. “The numbers on the card are not readable.”"
          disabled={decide.isPending}
          {...form.field('reason')}
        />
        <Button type="submit" variant="secondary" disabled={decide.isPending} className="w-full sm:w-auto">
          Ask for another photo
        </Button>
      </form>
    </section>
  );
}
