import { useState } from 'react';
import { StatementDetail } from './statement-detail';
import { StatementsList } from './statements-list';
import { UploadStatementForm } from './upload-statement-form';

/**
 * Provider statements (docs/product.md §24.7): a superuser uploads a provider's settlement statement and
 * resolves what did not match; an admin reads. Matching books nothing.
 */
export function ReconciliationSection({ canAct }: { canAct: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section aria-labelledby="reconciliation-heading" className="space-y-4">
      <h2 id="reconciliation-heading" className="text-2xl font-semibold text-slate-900">
        Provider statements
      </h2>
      <p className="text-slate-700">
        Each line of a provider's settlement statement is matched to our payments and payouts by reference and
        amount, and each day's totals to that provider's clearing accounts. Nothing is booked until staff
        resolve a line.
      </p>
      {canAct ? <UploadStatementForm onUploaded={setOpenId} /> : null}
      <StatementsList openId={openId} onOpen={setOpenId} />
      {openId ? <StatementDetail id={openId} canAct={canAct} /> : null}
    </section>
  );
}
