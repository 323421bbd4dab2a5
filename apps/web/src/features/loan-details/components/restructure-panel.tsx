import { type BorrowerRestructure, RESTRUCTURE_WORDING_OF } from '@kwacha/shared/loans/restructure-view';
import { useId, useState } from 'react';
import { FormError, FormSuccess } from '../../../components/form/form-message';
import { Button } from '../../../components/ui/button';
import { formatDisplayDate } from '../../../lib/format-date';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { useLanguageState, useT } from '../../../lib/i18n/use-t';
import { formatAmount } from '../../../lib/loans/loan-format';
import { serverMessage } from '../../../lib/server-message';
import { useAnswerRestructure, useLoanRestructureQuery } from '../api/loan-restructure';
import { restructurePanelMessages as messages } from './restructure-panel.messages';

/**
 * docs/product.md §23.7: new terms staff offer on the borrower's loan — the new plan against the current
 * one, the instalments, the key facts and the sentence they agree to, in their language (its version is
 * sent back with the answer). Nothing shows when no plan waits for them.
 */
export function RestructurePanel({ loanId, offline }: { loanId: string; offline: boolean }) {
  const query = useLoanRestructureQuery(loanId, { enabled: !offline });
  const restructure = query.data;
  if (offline || !restructure) return null;
  return <RestructureSection loanId={loanId} restructure={restructure} />;
}

function RestructureSection({ loanId, restructure }: { loanId: string; restructure: BorrowerRestructure }) {
  const t = useT();
  const format = useFormatMessage();
  const { language } = useLanguageState();
  const answer = useAnswerRestructure(loanId);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const titleId = useId();
  const version = RESTRUCTURE_WORDING_OF[language as keyof typeof RESTRUCTURE_WORDING_OF] ?? 'restructure-v1';
  const wording = restructure.wordings.find((w) => w.version === version) ?? restructure.wordings[0];
  const { plan } = restructure;

  const send = (what: 'accept' | 'decline') => {
    if (answer.isPending || !wording) return;
    setFailed(null);
    answer.mutate(
      { answer: what, wordingVersion: wording.version },
      {
        onSuccess: () => setDone(t(what === 'accept' ? messages.accepted : messages.declined)),
        onError: (error) => setFailed(serverMessage(error, t(messages.failed))),
      },
    );
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-emerald-300 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t(messages.title)}
      </h2>
      <p className="mt-2 text-slate-700">{t(messages.intro)}</p>
      <p className="mt-3 font-semibold text-slate-900">
        {t(restructure.kind === 'payment_holiday' ? messages.holiday : messages.longerTerm)}:{' '}
        {format(messages.newPlan, { count: plan.count, amount: formatAmount(plan.instalment) })}
      </p>
      <ul className="mt-1 text-sm text-slate-800">
        <li>{format(messages.firstDue, { date: formatDisplayDate(plan.firstDueDate) })}</li>
        <li>{format(messages.lastDue, { date: formatDisplayDate(plan.lastDueDate) })}</li>
        <li>{format(messages.totalAfter, { amount: formatAmount(plan.owedAfter) })}</li>
        <li>{format(messages.totalBefore, { amount: formatAmount(plan.owedBefore) })}</li>
      </ul>
      <h3 className="mt-4 font-semibold text-slate-900">{t(messages.scheduleTitle)}</h3>
      <table className="mt-1 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">{t(messages.dueDate)}</th>
            <th scope="col">{t(messages.amount)}</th>
          </tr>
        </thead>
        <tbody>
          {restructure.lines.map((line) => (
            <tr key={line.number}>
              <td>{formatDisplayDate(line.dueDate)}</td>
              <td>{formatAmount(line.instalment)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-4 font-semibold text-slate-900">{t(messages.factsTitle)}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {language === 'en' ? (
          // The statement as stored with the proposal, in English; other languages read it from the figures.
          restructure.keyFacts.map((fact) => <li key={fact}>{fact}</li>)
        ) : (
          <>
            {plan.carriedArrears > 0 ? (
              <li>{format(messages.arrearsCarried, { amount: formatAmount(plan.carriedArrears) })}</li>
            ) : null}
            {restructure.kind === 'payment_holiday' ? (
              <li>{format(messages.holidayFree, { months: restructure.months })}</li>
            ) : null}
            <li>{t(messages.earlyRepayment)}</li>
          </>
        )}
      </ul>
      {restructure.status === 'proposed' && !done ? (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">{t(messages.agreeTitle)}</h3>
          <p className="mt-1 rounded-xl bg-slate-50 p-3 text-slate-800">{wording?.text}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={() => send('accept')} disabled={answer.isPending}>
              {answer.isPending ? t(messages.saving) : t(messages.accept)}
            </Button>
            <Button variant="secondary" onClick={() => send('decline')} disabled={answer.isPending}>
              {t(messages.decline)}
            </Button>
          </div>
        </>
      ) : null}
      {restructure.status === 'accepted' && !done ? (
        <p className="mt-4 text-slate-700">{t(messages.accepted)}</p>
      ) : null}
      {done ? <FormSuccess message={done} className="mt-4" /> : null}
      {failed ? <FormError message={failed} className="mt-4" /> : null}
    </section>
  );
}
