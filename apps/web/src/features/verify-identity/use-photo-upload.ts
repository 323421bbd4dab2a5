import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { KYC_ERROR_CODES, KYC_MAX_UPLOAD_BYTES, type KycDocumentKind } from '@kwacha/shared/kyc/kyc-view';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n/use-t';
import { KYC_QUERY_KEY } from '../../lib/kyc/get-kyc';
import { tooManyRequestsMessage } from '../../lib/load-error-message';
import { serverMessage } from '../../lib/server-message';
import { percentOf, type UploadProgress } from '../../lib/upload-with-progress';
import { useUploadKycDocument } from './api/upload-kyc-document';
import { uploadMessages as messages } from './verify-identity.messages';

export const UPLOAD_FAILED_MESSAGE = messages.failed.message;
export const NOT_SENT_MESSAGE = messages.notSent.message;

/**
 * docs/product.md §20: the server's refusal in its words; a wait on 429; otherwise our own words
 * (`failed`, in the reader's language).
 */
export function uploadErrorMessage(error: unknown, failed: string = UPLOAD_FAILED_MESSAGE): string {
  if (!isApiError(error)) return failed;
  if (error.code === 'NETWORK_ERROR') return error.message;
  // The upload limit words its own wait ("You have uploaded many photos already…"); else the house text.
  if (error.status === 429) return serverMessage(error, tooManyRequestsMessage(error.retryAfter));
  if (error.status >= 400 && error.status < 500) return serverMessage(error, failed);
  return failed;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A photo chosen but not yet saved is kept in the query cache (memory only: never written to the device,
 * and cleared with the session), so leaving the page in the middle of an upload and coming back shows it
 * again, ready to send. The cache lets go of it five minutes after the page was left.
 */
const chosenKey = (kind: KycDocumentKind) => ['kyc', 'chosen', kind] as const;

/**
 * One photo slot: the file chosen (kept through failures, so a retry sends the same photo and nothing
 * chosen is lost), its upload and progress, and the message to show beside it. A photo above the limit
 * is refused here before a slow network spends minutes sending it; the server checks everything again.
 */
export function usePhotoUpload(kind: KycDocumentKind) {
  const t = useT();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(
    () => queryClient.getQueryData<File>(chosenKey(kind)) ?? null,
  );
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [localProblem, setLocalProblem] = useState<MessageDescriptor | undefined>();
  const controller = useRef<AbortController | null>(null);
  const upload = useUploadKycDocument(kind, setProgress);

  // Leaving the page stops a photo still on its way.
  useEffect(() => () => controller.current?.abort(), []);

  const send = (chosen: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress({ loaded: 0, total: chosen.size });
    upload.mutate(
      { file: chosen, signal: current.signal },
      {
        onSuccess: () => queryClient.removeQueries({ queryKey: chosenKey(kind), exact: true }),
        onError: (error) => {
          // A photo the server refused is not worth keeping for later.
          if (isApiError(error) && error.status === 400) {
            queryClient.removeQueries({ queryKey: chosenKey(kind), exact: true });
          }
          // Sent for checking meanwhile (another tab): the page shows the read-only view.
          if (isApiError(error) && error.code === KYC_ERROR_CODES.locked) {
            void queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY });
          }
        },
      },
    );
  };

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    setFile(chosen);
    queryClient.setQueryData(chosenKey(kind), chosen);
    upload.reset();
    if (chosen.size > KYC_MAX_UPLOAD_BYTES) {
      controller.current?.abort();
      setLocalProblem(messages.tooLarge);
      return;
    }
    setLocalProblem(undefined);
    send(chosen);
  };

  const failed = upload.isError && !isAbort(upload.error);
  // Chosen on an earlier visit to the page and not sent: offer to send it.
  const waiting = upload.isIdle && file !== null && localProblem === undefined;
  return {
    file,
    choose,
    retry: () => {
      if (file) send(file);
    },
    uploading: upload.isPending,
    percent: progress ? percentOf(progress) : 0,
    uploaded: upload.isSuccess,
    /** A failure the same photo may get past by sending it again (not one the photo itself caused). */
    canRetry:
      waiting || (failed && !(isApiError(upload.error) && upload.error.status === 400) && file !== null),
    problem: localProblem
      ? t(localProblem)
      : failed
        ? uploadErrorMessage(upload.error, t(messages.failed))
        : waiting
          ? t(messages.notSent)
          : undefined,
  };
}
