import type { StaffComplaint } from '@kwacha/shared/complaints/complaints';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { fetchFile, saveFile } from '../../../../lib/file-download';
import { serverMessage } from '../../../../lib/server-message';

/** The borrower's file, fetched with the staff session and saved from memory. */
export function StaffAttachmentDownload({ complaint }: { complaint: StaffComplaint }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attachment = complaint.attachment;
  if (!attachment) return null;
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(
        await fetchFile(
          `/api/complaints/${encodeURIComponent(complaint.id)}/attachment`,
          `${complaint.reference}-attachment`,
          attachment.contentType,
        ),
      );
    } catch (e) {
      setError(serverMessage(e, 'The attachment could not be downloaded. Please try again.'));
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
