import type { CampaignDetail, CampaignPreview } from '@kwacha/shared/staff/campaigns';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { serverMessage } from '../../../../lib/server-message';
import { previewCampaign } from '../api/preview-campaign';
import { ACTION_FAILED_MESSAGE } from '../use-compose-actions';
import { EmailPreview } from './email-preview';

/** What a sent (or sending) campaign says, shown on request as its recipients see it. */
export function MessagePreview({ campaign }: { campaign: CampaignDetail }) {
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const show = async () => {
    setLoading(true);
    setError(null);
    try {
      const { subject, markdown, allowRemoteImages } = campaign;
      setPreview(await previewCampaign({ subject, markdown, allowRemoteImages }));
    } catch (failure) {
      setError(serverMessage(failure, ACTION_FAILED_MESSAGE));
    } finally {
      setLoading(false);
    }
  };
  if (preview) return <EmailPreview preview={preview} />;
  return (
    <div className="space-y-2">
      <Button variant="secondary" disabled={loading} onClick={() => void show()}>
        {loading ? 'Preparing preview…' : 'Preview'}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
