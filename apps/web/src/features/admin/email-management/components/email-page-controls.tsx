import { Button } from '../../../../components/ui/button';

interface EmailPageControlsProps {
  /** Unknown when the page was opened from a link carrying a cursor. */
  pageNumber: number | undefined;
  hasNewer: boolean;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
}

/** Newer and Older over keyset pages (the server knows what comes next, not how many pages there are). */
export function EmailPageControls({
  pageNumber,
  hasNewer,
  hasOlder,
  onNewer,
  onOlder,
}: EmailPageControlsProps) {
  if (!hasNewer && !hasOlder) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={!hasNewer} onClick={onNewer}>
        Newer
      </Button>
      {pageNumber === undefined ? null : (
        <p className="text-sm font-medium text-slate-700">{`Page ${pageNumber}`}</p>
      )}
      <Button variant="secondary" disabled={!hasOlder} onClick={onOlder}>
        Older
      </Button>
    </nav>
  );
}
