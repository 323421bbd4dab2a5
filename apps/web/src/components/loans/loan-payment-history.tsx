import type { PaymentView } from '@kwacha/shared/payments/payment-view';
import type { DocumentReader } from '../../lib/documents/document-urls';
import { useT } from '../../lib/i18n/use-t';
import { ReceiptDownloadButton } from '../documents/receipt-download-button';
import { PaymentCard } from '../payments/payment-card';
import { loanPaymentHistoryMessages as messages } from './loan-payment-history.messages';

/**
 * The Payment History section of loan details (borrower and staff): every repayment attempt on this loan,
 * newest first, with its status and times. The page's query asks again while one is pending, so a
 * payment turns successful or failed here without a reload. With a `reader`, each payment received has
 * its receipt's download (docs/product.md §13.7).
 */
export function PaymentHistory({
  entries,
  reader,
}: {
  entries: readonly PaymentView[];
  reader?: DocumentReader;
}) {
  const t = useT();
  return (
    <section aria-labelledby="payment-history-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="payment-history-heading" className="text-xl font-semibold text-slate-900">
        {t(messages.heading)}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-slate-700">{t(messages.empty)}</p>
      ) : (
        <ul aria-label={t(messages.listLabel)} className="mt-3 space-y-3">
          {entries.map((payment) => (
            <li key={payment.id}>
              <PaymentCard
                payment={payment}
                action={reader ? <ReceiptDownloadButton payment={payment} reader={reader} /> : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
