import type { ComplaintView } from '@kwacha/shared/complaints/complaints';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { fetchFile, saveFile } from '../../../lib/file-download';
import { serverMessage } from '../../../lib/server-message';

const DOWNLOAD_FAILED = 'The attachment could not be downloaded. Please try again.';

/** The complaint's file: fetched with the session (a plain link cannot send it) and saved from memory. */
export function AttachmentDownload({
  complaintId,
  reference,
  attachment,
}: {
  complaintId: string;
  reference: string;
  attachment: NonNullable<ComplaintView['attachment']>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const file = await fetchFile(
        `/api/complaints/${encodeURIComponent(complaintId)}/attachment`,
        `${reference}-attachment`,
        attachment.contentType,
      );
      saveFile(file);
    } catch (e) {
      setError(serverMessage(e, DOWNLOAD_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3">
      <Button variant="secondary" disabled={busy} onClick={() => void download()}>
        {busy ? 'Downloading...' : `Download attachment (${attachment.filename})`}
      </Button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
