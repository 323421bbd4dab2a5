import type { KycDocumentKind } from '@kwacha/shared/kyc/kyc-view';
import { type KycView, kycViewSchema } from '@kwacha/shared/kyc/kyc-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KYC_QUERY_KEY } from '../../../lib/kyc/get-kyc';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';

export const kycDocumentPath = (kind: KycDocumentKind) => `/api/kyc/documents/${encodeURIComponent(kind)}`;

/**
 * PUT /api/kyc/documents/:kind — one photo per request (docs/product.md §20), so a slow network retries
 * one photo rather than three; sent with XMLHttpRequest for its upload progress.
 */
export async function uploadKycDocument(
  kind: KycDocumentKind,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<KycView> {
  const body = new FormData();
  body.set('file', file, file.name);
  const { data } = await uploadWithProgress(kycDocumentPath(kind), {
    method: 'PUT',
    body,
    schema: kycViewSchema,
    ...options,
  });
  return data;
}

interface UploadVariables {
  file: File;
  signal?: AbortSignal;
}

/** One photo slot's upload: the answer is the whole identity check, which replaces the cached one. */
export function useUploadKycDocument(kind: KycDocumentKind, onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, signal }: UploadVariables) => uploadKycDocument(kind, file, { onProgress, signal }),
    onSuccess: (view) => queryClient.setQueryData(KYC_QUERY_KEY, view),
  });
}
