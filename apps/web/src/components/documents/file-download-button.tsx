import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-client';
import { fetchFile, saveFile } from '../../lib/file-download';
import { AUTH_FAILED_MESSAGE, tooManyRequestsMessage } from '../../lib/load-error-message';
import { isAuthFailure, serverMessage } from '../../lib/server-message';
import { useSignOutOnAuthFailure } from '../../lib/session/use-sign-out-on-auth-failure';
import { type ButtonVariant, buttonClasses } from '../ui/button-styles';
import { DownloadIcon } from '../ui/icons';

interface FileDownloadButtonProps {
  /** The API path of the document, query included; fetched with the session header a link cannot send. */
  url: string;
  /** What the file is (the Accept header and the saved file's type): a PDF unless said otherwise. */
  contentType?: string;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  /** The button's text, which is also its accessible name unless `accessibleName` says more. */
  label: string;
  /** A fuller accessible name where several buttons share a text: 'Download receipt PAY-…'. */
  accessibleName?: string;
  /** What the person reads when the document could not be made (docs/product.md §13.7). */
  failureMessage: string;
  /** What a screen reader hears while the document is being made. */
  busyMessage: string;
  variant?: ButtonVariant;
  className?: string;
  /** Not available yet (a period the screen already knows the server would refuse). */
  disabled?: boolean;
  /** Ids of texts that explain the button (e.g. why it is disabled). */
  describedBy?: string;
}

/**
 * docs/product.md §8: a refusal the person can act on (a bad period, a loan not repaid, too many
 * requests) in the server's words; anything else in the document's own words.
 */
function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code === 'NETWORK_ERROR') return error.message;
  if (isApiError(error) && error.status === 429) return tooManyRequestsMessage(error.retryAfter);
  if (isAuthFailure(error)) return AUTH_FAILED_MESSAGE;
  if (isApiError(error) && (error.status === 400 || error.status === 404 || error.status === 409)) {
    return serverMessage(error, fallback);
  }
  return fallback;
}

/**
 * Downloads a file the server makes or keeps (a statement, a receipt, a clearance letter, a copy of one's
 * data, a complaint's attachment): busy while it comes, then saved from memory under the server's file
 * name; a failure is said beside the button. The button keeps its name while busy, so it can always be
 * found again by the same words.
 */
export function FileDownloadButton({
  url,
  contentType = 'application/pdf',
  fallbackName,
  label,
  accessibleName,
  failureMessage,
  busyMessage,
  variant = 'secondary',
  className = '',
  disabled = false,
  describedBy,
}: FileDownloadButtonProps) {
  const download = useMutation({
    mutationFn: async (path: string) => saveFile(await fetchFile(path, fallbackName, contentType)),
  });
  useSignOutOnAuthFailure(download.error);
  const busy = download.isPending;
  const message = download.isError ? failureText(download.error, failureMessage) : undefined;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={() => download.mutate(url)}
        disabled={busy || disabled}
        aria-busy={busy}
        aria-label={accessibleName}
        aria-describedby={describedBy}
        className={buttonClasses(variant, `${busy ? 'disabled:cursor-wait' : ''} ${className}`)}
      >
        {busy ? <Spinner /> : <DownloadIcon className="size-4" />}
        {label}
      </button>
      <p aria-live="polite" className="text-sm">
        {busy ? (
          <span className="text-slate-600">{busyMessage}</span>
        ) : message ? (
          <span role="alert" className="text-red-700">
            {message}
          </span>
        ) : null}
      </p>
    </div>
  );
}

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
