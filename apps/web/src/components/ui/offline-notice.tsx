import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';
import { loadErrorMessages } from './load-error.messages';
import { offlineNoticeMessages as messages } from './offline-notice.messages';

interface OfflineNoticeProps {
  /** Asks again at once; the page also fills in by itself when the network is back. */
  onRetry?: () => void;
  className?: string;
}

/**
 * In place of a page's data that only the server has, while the network is gone (docs/product.md
 * §21.1): said at once, in the page's own layout, rather than a spinner that ends in an error.
 */
export function OfflineNotice({ onRetry, className = 'mt-6' }: OfflineNoticeProps) {
  const t = useT();
  return (
    <div className={className}>
      <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
        {t(messages.needsConnection)}
      </p>
      {onRetry ? (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          {t(loadErrorMessages.tryAgain)}
        </Button>
      ) : null}
    </div>
  );
}
