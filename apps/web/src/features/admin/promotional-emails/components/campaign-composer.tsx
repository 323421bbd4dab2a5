import { MARKDOWN_MAX_LENGTH, RATE_PER_MINUTE } from '@kwacha/shared/staff/campaigns';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormError } from '../../../../components/form/form-message';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-client';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { useSession } from '../../../../lib/session/session-context';
import { useAudienceCountQuery } from '../api/get-audience-count';
import {
  audienceOf,
  type CampaignFormValues,
  campaignForm,
  lusakaTimeToIso,
  SCHEDULE_REQUIRED_MESSAGE,
} from '../campaign-form';
import { useComposeActions } from '../use-compose-actions';
import { AudienceFields } from './audience-fields';
import { EmailPreview } from './email-preview';
import { CheckboxField } from './form-controls';

export const MARKDOWN_HINT =
  'Write **bold**, *italic*, [link text](https://…), lists starting with - or 1., and ## for a heading. Links must start with https:// or mailto:. Every e-mail ends with an unsubscribe link.';
// The server refuses it too (409 CAMPAIGN_WITHOUT_RECIPIENTS); a schedule counts the audience at its time.
export const NOBODY_TO_SEND_TO =
  'Nobody matches this audience now, so there is nobody to send it to. Change the audience, or schedule it for later.';
export const REMOTE_IMAGES_HINT =
  'Off unless you need it: an image loaded from another website tells that website who opened the e-mail, and when.';

interface CampaignComposerProps {
  /** The saved draft's id and what it holds; none for a new campaign. */
  savedId?: string;
  initialValues: CampaignFormValues;
}

/** docs/product.md §14.6: write, preview, test and send (now or later) one campaign. */
export function CampaignComposer({ savedId, initialValues }: CampaignComposerProps) {
  const form = useSchemaForm({ schema: campaignForm, defaultValues: initialValues });
  const [hasActiveLoan, hasRepaidLoan, noOpenApplication] = useWatch({
    control: form.control,
    name: ['hasActiveLoan', 'hasRepaidLoan', 'noOpenApplication'],
  });
  const count = useAudienceCountQuery(audienceOf({ hasActiveLoan, hasRepaidLoan, noOpenApplication }));
  const actions = useComposeActions({
    savedId,
    recipients: count.data,
    showFieldErrors: (error) => {
      form.showServerErrors(error, { focus: true });
      return isApiError(error) && error.details.some((detail) => Object.hasOwn(initialValues, detail.field));
    },
  });
  const session = useSession();
  const [sendAt, setSendAt] = useState('');
  const sendAtRef = useRef<HTMLInputElement>(null);
  const sendHeadingId = useId();
  const working = actions.working !== null;
  const nobody = count.data === 0;

  const schedule = () => {
    const at = lusakaTimeToIso(sendAt);
    if (!at) {
      actions.setScheduleError(SCHEDULE_REQUIRED_MESSAGE);
      sendAtRef.current?.focus();
      return;
    }
    void form.submit((request) => actions.schedule(request, at))();
  };

  return (
    <form
      noValidate
      aria-label="Compose campaign"
      aria-busy={working}
      onSubmit={(event) => void form.submit(actions.saveDraft)(event)}
      className="space-y-5 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <FormError message={actions.formError} />
      <TextField label="Subject" autoComplete="off" required disabled={working} {...form.field('subject')} />
      <TextAreaField
        boxClassName="min-h-48 font-mono text-sm"
        label="Message (Markdown)"
        rows={12}
        maxLength={MARKDOWN_MAX_LENGTH}
        hint={MARKDOWN_HINT}
        disabled={working}
        {...form.field('markdown')}
      />
      <CheckboxField
        label="Allow images from other websites"
        hint={REMOTE_IMAGES_HINT}
        disabled={working}
        {...form.register('allowRemoteImages')}
      />
      <AudienceFields
        register={form.register}
        disabled={working}
        count={{
          value: count.data,
          failed: count.isError,
          retry: () => void count.refetch(),
        }}
      />
      <TextField
        label="Sending rate (e-mails a minute)"
        inputMode="numeric"
        className="max-w-xs"
        hint={`From ${RATE_PER_MINUTE.min} to ${RATE_PER_MINUTE.max.toLocaleString('en-GB')}. Codes and account e-mails are never held up by it.`}
        disabled={working}
        {...form.field('ratePerMinute')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button type="submit" variant="secondary" disabled={working}>
          {actions.working === 'save' ? 'Saving…' : 'Save draft'}
        </Button>
        <Button
          variant="secondary"
          disabled={working}
          onClick={() => void form.submit(actions.showPreview)()}
        >
          {actions.working === 'preview' ? 'Preparing preview…' : 'Preview'}
        </Button>
        <Button
          variant="secondary"
          disabled={working}
          aria-describedby={`${sendHeadingId}-test`}
          onClick={() => void form.submit(actions.sendTest)()}
        >
          {actions.working === 'test' ? 'Sending the test…' : 'Send a test to me'}
        </Button>
      </div>
      <p id={`${sendHeadingId}-test`} className="text-sm text-slate-600">
        The test goes to {session.user?.email ?? 'your own address'}, marked [Test]. It counts in no progress.
      </p>
      {actions.preview ? <EmailPreview preview={actions.preview} /> : null}
      <section aria-labelledby={sendHeadingId} className="space-y-4 border-t border-slate-200 pt-5">
        <h2 id={sendHeadingId} className="text-xl font-semibold text-slate-900">
          Send
        </h2>
        <Button
          disabled={working || nobody}
          aria-describedby={nobody ? `${sendHeadingId}-nobody` : undefined}
          onClick={() => void form.submit(actions.sendNow)()}
        >
          {actions.working === 'send' ? 'Starting…' : 'Send now'}
        </Button>
        {nobody ? (
          <p id={`${sendHeadingId}-nobody`} className="text-sm text-slate-700">
            {NOBODY_TO_SEND_TO}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            ref={sendAtRef}
            type="datetime-local"
            label="Send at (Lusaka time)"
            className="sm:w-72"
            value={sendAt}
            error={actions.scheduleError ?? undefined}
            disabled={working}
            onChange={(event) => {
              setSendAt(event.target.value);
              actions.setScheduleError(null);
            }}
          />
          <Button variant="secondary" disabled={working} onClick={schedule}>
            {actions.working === 'schedule' ? 'Scheduling…' : 'Schedule'}
          </Button>
        </div>
      </section>
    </form>
  );
}
