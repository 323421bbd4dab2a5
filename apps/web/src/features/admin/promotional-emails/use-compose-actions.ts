import type { CampaignDetail, CampaignPreview, SaveCampaignRequest } from '@kwacha/shared/staff/campaigns';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ConfirmOptions, useModal } from '../../../components/ui/modal-context';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { serverMessage } from '../../../lib/server-message';
import { CAMPAIGNS_KEY, campaignKey } from './api/campaign-keys';
import { createCampaign } from './api/create-campaign';
import { previewCampaign } from './api/preview-campaign';
import { sendCampaign } from './api/send-campaign';
import { sendTestCampaign } from './api/send-test-campaign';
import { updateCampaign } from './api/update-campaign';
import { campaignPath } from './campaign-paths';

export const ACTION_FAILED_MESSAGE = 'That did not work. Please try again.';
export const FIX_FIELDS_MESSAGE = 'Please correct the fields marked below.';

export type ComposeAction = 'save' | 'preview' | 'test' | 'send' | 'schedule';

/** "1 person", "2,400 people". */
export const peopleCount = (count: number) =>
  count === 1 ? '1 person' : `${count.toLocaleString('en-GB')} people`;

interface ComposeActionsOptions {
  /** The draft's id, or undefined for a new campaign (saved by its first action). */
  savedId: string | undefined;
  /** Puts the server's field messages beside the fields; true when it placed any. */
  showFieldErrors: (error: unknown) => boolean;
  recipients: number | undefined;
}

/**
 * What the compose page does. Every action but the preview saves the draft first (a new one is created),
 * so a test or a send always carries what is on the screen; a new campaign then moves to its own address.
 */
export function useComposeActions({ savedId, showFieldErrors, recipients }: ComposeActionsOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const modal = useModal();
  const id = useRef(savedId);
  // A ref, not state: a double click must not start two saves before React re-renders.
  const busy = useRef(false);
  const [working, setWorking] = useState<ComposeAction | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [preview, setPreview] = useState<CampaignPreview | null>(null);

  const run = async (action: ComposeAction, work: () => Promise<void>, confirm?: ConfirmOptions) => {
    if (busy.current) return;
    busy.current = true;
    setFormError(null);
    setScheduleError(null);
    try {
      if (confirm && !(await modal.confirm(confirm))) return;
      setWorking(action);
      await work();
    } catch (error) {
      const atField = isApiError(error) ? error.details.find((d) => d.field === 'at') : undefined;
      if (atField) setScheduleError(atField.message);
      const onFields = showFieldErrors(error) || atField !== undefined;
      setFormError(onFields ? FIX_FIELDS_MESSAGE : serverMessage(error, ACTION_FAILED_MESSAGE));
    } finally {
      busy.current = false;
      setWorking(null);
    }
  };

  const save = async (
    request: SaveCampaignRequest,
  ): Promise<{ id: string; created: boolean; message: string }> => {
    const response = id.current ? await updateCampaign(id.current, request) : await createCampaign(request);
    const created = id.current === undefined;
    id.current = response.data.id;
    queryClient.setQueryData(campaignKey(response.data.id), response.data);
    return { id: response.data.id, created, message: response.msg || response.message };
  };

  /** After an action: the history is read again, and a new campaign's page is its own address. */
  const settle = async (saved: { id: string; created: boolean }, campaign?: CampaignDetail) => {
    if (campaign) queryClient.setQueryData(campaignKey(saved.id), campaign);
    await queryClient.invalidateQueries({ queryKey: [...CAMPAIGNS_KEY, 'history'] });
    if (saved.created) await navigate(campaignPath(saved.id), { replace: true });
  };

  const people = recipients === undefined ? 'everyone the audience holds' : peopleCount(recipients);

  return {
    working,
    formError,
    scheduleError,
    preview,
    setScheduleError,
    saveDraft: (request: SaveCampaignRequest) =>
      run('save', async () => {
        const saved = await save(request);
        toast({ type: 'success', title: saved.message });
        await settle(saved);
      }),
    showPreview: (request: SaveCampaignRequest) =>
      run('preview', async () => {
        const { subject, markdown, allowRemoteImages } = request;
        setPreview(await previewCampaign({ subject, markdown, allowRemoteImages }));
      }),
    sendTest: (request: SaveCampaignRequest) =>
      run('test', async () => {
        const saved = await save(request);
        const response = await sendTestCampaign(saved.id);
        toast({ type: 'success', title: response.msg || response.message });
        await settle(saved);
      }),
    sendNow: (request: SaveCampaignRequest) =>
      run(
        'send',
        async () => {
          const saved = await save(request);
          const response = await sendCampaign(saved.id, {});
          toast({ type: 'success', title: response.msg || response.message });
          await settle(saved, response.data);
        },
        {
          title: 'Send this campaign now?',
          message: `"${request.subject}" goes to ${people} who opted in, at most ${request.ratePerMinute.toLocaleString('en-GB')} e-mails a minute. You can pause or cancel it while it is sending.`,
          confirmLabel: 'Yes, send it now',
          cancelLabel: 'Not yet',
        },
      ),
    schedule: (request: SaveCampaignRequest, at: string) =>
      run(
        'schedule',
        async () => {
          const saved = await save(request);
          const response = await sendCampaign(saved.id, { at });
          toast({ type: 'success', title: response.msg || response.message });
          await settle(saved, response.data);
        },
        {
          title: 'Schedule this campaign?',
          message: `"${request.subject}" will be sent on ${formatDateTime(at)} (Lusaka time) to the verified borrowers who opted in and match the audience then. You can cancel it until it starts.`,
          confirmLabel: 'Yes, schedule it',
          cancelLabel: 'Not yet',
        },
      ),
  };
}
