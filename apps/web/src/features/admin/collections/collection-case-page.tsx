import type { CollectionCase } from '@kwacha/shared/staff/collections';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { StaffRecordPage } from '../../../components/ui/staff-record-page';
import { useCollectionCaseQuery } from './api/get-collection-case';
import { COLLECTIONS_PATH, shortLoanId } from './case-words';
import { ContactHistory, PromiseHistory } from './components/case-history';
import { ContactForm } from './components/contact-form';
import { PromiseForm } from './components/promise-form';

export const CASE_FAILED_MESSAGE = "Failed to load this loan's collections case. Please try again.";
export const CASE_NOT_FOUND_MESSAGE = 'Loan not found.';

/** /admin-dashboard/collections/:loanId (docs/product.md §23.3, §23.4): one loan's contacts and promises. */
export function CollectionCasePage() {
  const { loanId = '' } = useParams();
  const query = useCollectionCaseQuery(loanId);
  return (
    <StaffRecordPage
      query={query}
      back={{ to: COLLECTIONS_PATH, label: '← Collections queue' }}
      noun="Collections case"
      titleOf={(c) => `Collections: loan ${shortLoanId(c.loanId)}`}
      failedMessage={CASE_FAILED_MESSAGE}
      notFoundMessage={CASE_NOT_FOUND_MESSAGE}
      loadingLabel="Loading the collections case…"
      width="max-w-5xl"
    >
      {(record) => <CaseBody record={record} />}
    </StaffRecordPage>
  );
}

function CaseBody({ record }: { record: CollectionCase }) {
  return (
    <>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Loan {shortLoanId(record.loanId)}</h1>
      <p className="mt-1 text-slate-700">
        Collector: {record.collector?.name ?? 'nobody yet'} ·{' '}
        <Link
          to={`/loan-details/${encodeURIComponent(record.loanId)}`}
          className="font-medium text-emerald-800 underline underline-offset-2"
        >
          Loan details
        </Link>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <Card title="Log a contact">
            {record.contactRefusal ? (
              <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                <strong>Not now:</strong> {record.contactRefusal}
              </p>
            ) : null}
            <ContactForm loanId={record.loanId} />
          </Card>
          <Card title="Record a promise">
            <PromiseForm loanId={record.loanId} />
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <Card title="Contact history">
            <ContactHistory contacts={record.contacts} />
          </Card>
          <Card title="Promises to pay">
            <PromiseHistory promises={record.promises} />
          </Card>
        </div>
      </div>
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `case-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
