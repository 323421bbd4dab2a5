import type { PaymentView } from '@kwacha/shared/payments/payments';
import { STATEMENT_MESSAGES } from '@kwacha/shared/statements/statements';
import { type DocumentReader, receiptUrl } from '../../lib/documents/document-urls';
import { FileDownloadButton } from './file-download-button';

/**
 * The receipt of one payment (docs/product.md §13.7): only a payment we received has one. Its accessible
 * name carries the reference, so each button in a list of payments says which receipt it saves.
 */
export function ReceiptDownloadButton({ payment, reader }: { payment: PaymentView; reader: DocumentReader }) {
  if (payment.status !== 'successful') return null;
  return (
    <FileDownloadButton
      url={receiptUrl(payment.id, reader)}
      fallbackName={`kwacha-receipt-${payment.reference}.pdf`}
      label="Download receipt"
      accessibleName={`Download receipt ${payment.reference}`}
      busyMessage="Preparing the receipt…"
      failureMessage={STATEMENT_MESSAGES.receiptFailed}
    />
  );
}
