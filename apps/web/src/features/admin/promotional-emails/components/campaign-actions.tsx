import type { CampaignDetail } from '@kwacha/shared/staff/campaigns';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { type ConfirmOptions, useModal } from '../../../../components/ui/modal-context';
import { useToast } from '../../../../components/ui/toast-context';
import type { ApiResponse } from '../../../../lib/api-client';
import { serverMessage } from '../../../../lib/server-message';
import { CAMPAIGNS_KEY, campaignKey } from '../api/campaign-keys';
import { cancelCampaign } from '../api/cancel-campaign';
import { pauseCampaign } from '../api/pause-campaign';
import { resumeCampaign } from '../api/resume-campaign';
import { ACTION_FAILED_MESSAGE } from '../use-compose-actions';

type Move = 'pause' | 'resume' | 'cancel';

const CALLS: Record<Move, (id: string) => Promise<ApiResponse<CampaignDetail>>> = {
  pause: pauseCampaign,
  resume: resumeCampaign,
  cancel: cancelCampaign,
};

// The dialogs' buttons never repeat the page's (Cancel would be ambiguous next to "Cancel").
const DIALOGS: Record<Move, ConfirmOptions> = {
  pause: {
    title: 'Pause sending?',
    message: 'No more e-mails are written until you resume. Those already on their way are still delivered.',
    confirmLabel: 'Pause sending',
    cancelLabel: 'Keep sending',
  },
  resume: {
    title: 'Resume sending?',
    message: 'Sending carries on where it stopped, to the people still waiting.',
    confirmLabel: 'Resume sending',
    cancelLabel: 'Stay paused',
  },
  cancel: {
    title: 'Cancel this campaign?',
    message:
      'Nobody still waiting will receive it, and it cannot be sent again. E-mails already on their way are still delivered.',
    confirmLabel: 'Cancel the campaign',
    cancelLabel: 'Keep the campaign',
  },
};

/** Pause, Resume and Cancel, each after a confirmation, with the server's answer as a toast. */
export function CampaignActions({ campaign }: { campaign: CampaignDetail }) {
  const modal = useModal();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [working, setWorking] = useState(false);

  const run = async (move: Move) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await modal.confirm(DIALOGS[move]))) return;
      setWorking(true);
      try {
        const response = await CALLS[move](campaign.id);
        queryClient.setQueryData(campaignKey(campaign.id), response.data);
        toast({ type: 'success', title: response.msg || response.message });
      } catch (error) {
        toast({ type: 'error', title: serverMessage(error, ACTION_FAILED_MESSAGE) });
      }
      // What the server holds now, after success or refusal alike.
      await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
    } finally {
      busy.current = false;
      setWorking(false);
    }
  };

  const moves: Move[] = [
    ...(campaign.status === 'sending' ? (['pause'] as const) : []),
    ...(campaign.status === 'paused' ? (['resume'] as const) : []),
    ...(['scheduled', 'sending', 'paused'].includes(campaign.status) ? (['cancel'] as const) : []),
  ];
  if (moves.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {moves.map((move) => (
        <Button
          key={move}
          variant={move === 'resume' ? 'primary' : 'secondary'}
          disabled={working}
          onClick={() => void run(move)}
        >
          {move === 'pause' ? 'Pause' : move === 'resume' ? 'Resume' : 'Cancel'}
        </Button>
      ))}
    </div>
  );
}
