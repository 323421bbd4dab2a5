import { useFormatMessage } from '../../lib/i18n/use-format-message';
import { useT } from '../../lib/i18n/use-t';
import { loadErrorMessage } from '../../lib/load-error-message';
import { useSignOutOnAuthFailure } from '../../lib/session/use-sign-out-on-auth-failure';
import { DownloadIcon } from '../ui/icons';
import { csvDownloadMessages as messages } from './csv-download.messages';

/** The mutation that fetches and saves the file; its data is the saved file's name. */
interface CsvDownloadMutation {
  mutate: () => void;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  data: string | undefined;
}

interface CsvDownloadProps {
  download: CsvDownloadMutation;
  /** What the person reads when the file could not be made. */
  failedMessage: string;
  /** What the file holds, completing the button's accessible name: 'Download CSV of Arrears ageing'. */
  tableName?: string;
  /** Not yet: what the file would hold is still loading. */
  waiting?: boolean;
  /** The id of a text that says what the file holds. */
  describedBy?: string;
  withIcon?: boolean;
}

/**
 * A staff "Download CSV" button (the session header a plain link could not send), saying beside it how
 * it went: the saved file's name, or why it failed.
 */
export function CsvDownload({
  download,
  failedMessage,
  tableName,
  waiting = false,
  describedBy,
  withIcon = false,
}: CsvDownloadProps) {
  useSignOutOnAuthFailure(download.error);
  const t = useT();
  const format = useFormatMessage();
  const busy = download.isPending;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={() => download.mutate()}
        disabled={busy || waiting}
        aria-busy={busy}
        aria-label={
          tableName
            ? format(busy ? messages.downloadingOf : messages.downloadOf, { table: tableName })
            : undefined
        }
        aria-describedby={describedBy}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-wait disabled:opacity-70"
      >
        {withIcon ? <DownloadIcon className="size-4" /> : null}
        {t(busy ? messages.downloading : messages.download)}
      </button>
      <p aria-live="polite" className="text-sm">
        {download.isError ? (
          <span className="text-red-700">
            {loadErrorMessage(download.error, { fallback: failedMessage })}
          </span>
        ) : download.isSuccess ? (
          <span className="text-slate-600">{format(messages.saved, { file: download.data ?? '' })}</span>
        ) : null}
      </p>
    </div>
  );
}
