import type { PaymentView } from '@kwacha/shared/payments/payment-view';
import { type DocumentReader, receiptUrl } from '../../lib/documents/document-urls';
import { useFormatMessage } from '../../lib/i18n/use-format-message';
import { useT } from '../../lib/i18n/use-t';
import { receiptMessages as messages } from './documents.messages';
import { FileDownloadButton } from './file-download-button';

/**
 * The receipt of one payment (docs/product.md §13.7): only a payment we received has one. Its accessible
 * name carries the reference, so each button in a list of payments says which receipt it saves.
 */
export function ReceiptDownloadButton({ payment, reader }: { payment: PaymentView; reader: DocumentReader }) {
  const t = useT();
  const format = useFormatMessage();
  if (payment.status !== 'successful') return null;
  return (
    <FileDownloadButton
      url={receiptUrl(payment.id, reader)}
      fallbackName={`kwacha-receipt-${payment.reference}.pdf`}
      label={t(messages.download)}
      accessibleName={format(messages.downloadNamed, { reference: payment.reference })}
      busyMessage={t(messages.preparing)}
      failureMessage={t(messages.failed)}
    />
  );
}
