import { CURRENT_CREDIT_BUREAU_WORDINGS } from '@kwacha/shared/consent/credit-bureau-wordings';
import type { LoanProductView, LoanTermsView } from '@kwacha/shared/loans/loan-product-view';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { LOAN_PRODUCTS_QUERY_KEY } from '../../../lib/api/loan-products';
import { LOAN_TERMS_QUERY_KEY } from '../../../lib/api/loan-terms';
import { useLanguageState, useT } from '../../../lib/i18n/use-t';
import { AUTH_FAILED_MESSAGE } from '../../../lib/load-error-message';
import { useProductText } from '../../../lib/loans/use-product-text';
import { useSession } from '../../../lib/session/session-context';
import { useApplyForLoan } from '../api/apply-for-loan';
import { type ApplyField, lateFeeRuleOf } from '../apply-form';
import { applyLoanMessages as messages } from '../apply-loan.messages';
import { submitFailure } from '../submit-errors';
import { useApplyForm } from '../use-apply-form';
import { CreditBureauConsent } from './credit-bureau-consent';
import { DisbursementFields } from './disbursement-fields';
import { KeyFacts } from './key-facts';
import { LoanTermsFields } from './loan-terms-fields';
import { ProductPicker } from './product-picker';
import { QuoteSummary } from './quote-summary';
import { SubmitAlert, type SubmitProblem } from './submit-alert';

interface ApplyLoanFormProps {
  products: readonly LoanProductView[];
  /** The service fee and late-fee rule in force (GET /api/loan-products/terms). */
  terms: LoanTermsView;
  initialProductId: string;
}

export function ApplyLoanForm({ products, terms, initialProductId }: ApplyLoanFormProps) {
  const t = useT();
  const { language } = useLanguageState();
  const formRef = useRef<HTMLFormElement>(null);
  // `~=`: one control can stand for several fields (the bank list is bankName and bankCode).
  const focusField = (field: ApplyField) =>
    formRef.current?.querySelector<HTMLElement>(`[data-field~="${field}"]`)?.focus();
  const form = useApplyForm(products, terms, initialProductId, focusField);
  const apply = useApplyForLoan();
  const { toast } = useToast();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  // Asked afresh for every application (docs/product.md §25.1): not kept in the draft.
  const [bureauConsent, setBureauConsent] = useState(false);

  const submit = form.submit((request) => {
    if (apply.isPending) return;
    // The terms the key facts showed: the server refuses the application if they changed meanwhile.
    const agreedTerms = form.product && {
      monthlyRatePercent: form.product.monthlyRatePercent,
      serviceFeePercent: terms.serviceFeePercent,
      lateFeePercent: terms.lateFeePercent,
      lateFeeGraceDays: terms.lateFeeGraceDays,
    };
    apply.mutate(
      {
        ...request,
        ...(agreedTerms && { agreedTerms }),
        creditBureauConsent: bureauConsent,
        // The sentence the borrower read: its version names the language it was in.
        creditBureauWordingVersion: CURRENT_CREDIT_BUREAU_WORDINGS[language].version,
      },
      {
        onSuccess: (response) => {
          // Lists and totals elsewhere now miss this loan; they reload when next shown.
          void queryClient.invalidateQueries({
            predicate: (query) => !['auth', LOAN_PRODUCTS_QUERY_KEY[0]].includes(String(query.queryKey[0])),
            refetchType: 'none',
          });
          // The server's text is English, and always this one: another language says it in its own words.
          const serverText = language === 'en' ? response.msg : undefined;
          toast({
            type: 'success',
            title: t(messages.submitted),
            message: serverText || t(messages.submittedMessage),
          });
          void navigate('/my-loans');
        },
        onError: (error) => {
          const failure = submitFailure(error, t);
          if (failure.kind === 'signed-out') {
            toast({ type: 'error', title: AUTH_FAILED_MESSAGE });
            signOut();
            return;
          }
          if (failure.kind === 'terms-changed') {
            // New terms reload; the key facts' tick belonged to the old ones and clears by itself.
            void queryClient.invalidateQueries({ queryKey: LOAN_PRODUCTS_QUERY_KEY });
            void queryClient.invalidateQueries({ queryKey: LOAN_TERMS_QUERY_KEY });
          }
          setProblem(failure.problem);
          // With a problem at the top, the alert takes the focus; otherwise the first refused field does.
          if (failure.kind === 'fields')
            form.setFieldErrors(failure.fieldErrors, { focus: !failure.problem });
        },
      },
    );
  });

  // The key facts statement stays English, product name and all: its English is what is recorded.
  const productName = form.product?.name;
  const productText = useProductText();
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        setProblem(null);
        void submit(event);
      }}
      aria-label={t(messages.formLabel)}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="lg:col-start-1">
        <SubmitAlert problem={problem} />
        <ProductPicker
          products={products}
          value={form.values.productId}
          onChange={(id) => form.setValue('productId', id, { live: true })}
          error={form.errorFor('productId')}
        />
      </div>
      <div className="lg:col-start-1">
        <LoanTermsFields form={form} />
      </div>
      {/* Below the terms on phones; beside the whole form, and sticky, on wide screens. */}
      <aside className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-6 lg:row-start-1">
        <QuoteSummary quote={form.quote} productName={form.product && productText.name(form.product)} />
      </aside>
      <div className="lg:col-start-1">
        <KeyFacts
          quote={form.quote}
          lateFee={lateFeeRuleOf(terms)}
          productName={productName}
          accepted={form.accepted}
          onAcceptedChange={form.setAccepted}
          error={form.errorFor('acceptKeyFacts')}
        />
      </div>
      <div className="lg:col-start-1">
        <CreditBureauConsent checked={bureauConsent} onChange={setBureauConsent} />
      </div>
      <div className="lg:col-start-1">
        <DisbursementFields form={form} />
      </div>
      <div className="lg:col-start-1">
        <Button type="submit" className="w-full sm:w-auto" disabled={apply.isPending}>
          {apply.isPending ? t(messages.submitting) : t(messages.submit)}
        </Button>
      </div>
    </form>
  );
}
