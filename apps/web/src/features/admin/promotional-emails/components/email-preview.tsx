import type { CampaignPreview } from '@kwacha/shared/staff/campaigns';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { previewDocument } from '../preview-document';
import stylesheetUrl from './email-preview.css?url';

type Device = 'phone' | 'desktop';

// A phone's 360 px, or less on a screen narrower than that; a desktop's width, scrolling on a phone.
const FRAME_WIDTH: Record<Device, string> = {
  phone: 'w-[360px] max-w-full',
  desktop: 'w-full min-w-[600px]',
};

/**
 * The e-mail as a phone (360 px wide) or a desktop would show it. The HTML sits in a frame sandboxed without
 * scripts (it was sanitised on the server; this is a second wall), and the plain-text version is shown
 * under it, as mail clients without HTML show it.
 */
export function EmailPreview({ preview }: { preview: CampaignPreview }) {
  const [device, setDevice] = useState<Device>('phone');
  const frameHtml = useMemo(() => previewDocument(preview.html, stylesheetUrl), [preview.html]);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          E-mail preview
        </h2>
        <fieldset className="flex gap-2">
          <legend className="sr-only">Preview size</legend>
          {(['phone', 'desktop'] as const).map((option) => (
            <Button
              key={option}
              variant={device === option ? 'primary' : 'secondary'}
              aria-pressed={device === option}
              onClick={() => setDevice(option)}
            >
              {option === 'phone' ? 'Phone' : 'Desktop'}
            </Button>
          ))}
        </fieldset>
      </div>
      <p className="text-sm text-slate-700">
        <span className="font-medium">Subject:</span> {preview.subject}
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-300 bg-slate-100 p-2">
        <iframe
          title={`The e-mail on a ${device}`}
          srcDoc={frameHtml}
          // Same origin only so that the stylesheet may load (the server allows same-origin resources only);
          // without allow-scripts nothing in the frame can run, and forms, pop-ups and top navigation are off.
          sandbox="allow-same-origin"
          className={`mx-auto block h-[560px] bg-white ${FRAME_WIDTH[device]}`}
        />
      </div>
      <div>
        <h3 className="text-base font-semibold text-slate-900">Plain-text version</h3>
        <pre className="mt-2 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          {preview.text}
        </pre>
      </div>
    </section>
  );
}
