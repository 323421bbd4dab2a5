import type { KycView } from '@kwacha/shared/kyc/kyc-view';
import { KYC_DOCUMENT_KINDS, KYC_EDITABLE_STATUSES, type KycDocumentKind } from '@kwacha/shared/kyc/kyc-view';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { useT } from '../../lib/i18n/use-t';
import { useKycQuery } from '../../lib/kyc/get-kyc';
import { loadErrorMessage } from '../../lib/load-error-message';
import { useNeedsConnection } from '../../lib/offline/use-needs-connection';
import { serverMessage } from '../../lib/server-message';
import { useSignOutOnAuthFailure } from '../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { useSubmitKyc } from './api/submit-kyc';
import { KycStatusBanner } from './components/kyc-status-banner';
import { PhotoSlot } from './components/photo-slot';
import { usePhotoUpload } from './use-photo-upload';
import { verifyIdentityMessages as messages } from './verify-identity.messages';

export const KYC_LOAD_FAILED_MESSAGE = messages.loadFailed.message;
export const SUBMIT_FAILED_MESSAGE = messages.submitFailed.message;
export const ADD_ALL_THREE_HINT = messages.addAllThree.message;

/**
 * /verify-identity (docs/product.md §20): the borrower's NRC front and back and a selfie holding it, each
 * uploaded on its own, then sent for checking. Read-only once sent, until staff ask for another photo.
 */
export function VerifyIdentityPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  const kyc = useKycQuery();
  useSignOutOnAuthFailure(kyc.error);
  // docs/product.md §21.1: the photos go to the server; without a network the page says so at once.
  const needsConnection = useNeedsConnection(kyc);

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t(messages.title)}</h1>
      <p className="mt-2 text-slate-700">{t(messages.intro)}</p>
      {kyc.data ? (
        <IdentityCheck view={kyc.data} />
      ) : needsConnection ? (
        <OfflineNotice onRetry={() => void kyc.refetch()} />
      ) : kyc.isError ? (
        <LoadError
          message={loadErrorMessage(kyc.error, { fallback: t(messages.loadFailed) })}
          retrying={kyc.isFetching}
          onRetry={() => void kyc.refetch()}
        />
      ) : (
        <div role="status" aria-busy="true" className="mt-6">
          <span className="sr-only">{t(messages.loading)}</span>
          <div aria-hidden="true" className="grid animate-pulse gap-4">
            <div className="h-24 rounded-2xl bg-slate-200" />
            <div className="h-64 rounded-2xl bg-slate-200" />
          </div>
        </div>
      )}
    </section>
  );
}

/** A saved photo counts unless it is the one staff asked to replace and it came before their decision. */
function savedCounts(view: KycView, kind: KycDocumentKind): boolean {
  const saved = view.documents.find((d) => d.kind === kind);
  if (!saved) return false;
  if (view.status !== 'needs_another_photo' || view.reasonKind !== kind || !view.decidedAt) return true;
  return Date.parse(saved.uploadedAt) > Date.parse(view.decidedAt);
}

function IdentityCheck({ view }: { view: KycView }) {
  const t = useT();
  const hintId = useId();
  const uploads: Record<KycDocumentKind, ReturnType<typeof usePhotoUpload>> = {
    nrc_front: usePhotoUpload('nrc_front'),
    nrc_back: usePhotoUpload('nrc_back'),
    selfie: usePhotoUpload('selfie'),
  };
  const submit = useSubmitKyc();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const editable = KYC_EDITABLE_STATUSES.includes(view.status);
  const uploading = KYC_DOCUMENT_KINDS.some((kind) => uploads[kind].uploading);
  const ready = KYC_DOCUMENT_KINDS.every((kind) => savedCounts(view, kind)) && !uploading;

  const send = () => {
    if (!ready || submit.isPending) return;
    setSentMessage(null);
    submit.mutate(undefined, { onSuccess: ({ message }) => setSentMessage(message) });
  };

  return (
    <>
      <KycStatusBanner view={view} />
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <PhotoSlot
            key={kind}
            kind={kind}
            saved={view.documents.find((d) => d.kind === kind)}
            editable={editable}
            reasonForNew={
              view.status === 'needs_another_photo' && view.reasonKind === kind && !savedCounts(view, kind)
                ? view.reason
                : null
            }
            savedCounts={savedCounts(view, kind)}
            upload={uploads[kind]}
          />
        ))}
      </div>
      <div className="mt-6">
        {editable ? (
          <>
            <Button
              onClick={send}
              disabled={!ready || submit.isPending}
              aria-describedby={ready ? undefined : hintId}
              className="w-full sm:w-auto"
            >
              {submit.isPending ? t(messages.sending) : t(messages.submit)}
            </Button>
            {ready ? null : (
              <p id={hintId} className="mt-2 text-sm text-slate-600">
                {t(messages.addAllThree)}
              </p>
            )}
          </>
        ) : null}
        <div aria-live="polite" className="mt-2">
          {sentMessage ? <p className="font-medium text-emerald-800">{sentMessage}</p> : null}
        </div>
        {submit.isError ? (
          <p role="alert" className="mt-2 text-red-700">
            {serverMessage(submit.error, t(messages.submitFailed))}
          </p>
        ) : null}
      </div>
    </>
  );
}
