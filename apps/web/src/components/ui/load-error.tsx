import { useKnownText } from '../../lib/i18n/known-text';
import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';
import { loadErrorMessages as messages } from './load-error.messages';

interface LoadErrorProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}

/** A page whose data could not load: the reason, announced at once, and a way to ask again. */
export function LoadError({ message, retrying, onRetry, className = 'mt-6' }: LoadErrorProps) {
  const t = useT();
  const known = useKnownText();
  return (
    <div className={className}>
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {known(message)}
      </p>
      <Button variant="secondary" className="mt-4" disabled={retrying} onClick={onRetry}>
        {retrying ? t(messages.retrying) : t(messages.tryAgain)}
      </Button>
    </div>
  );
}
