import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchFile } from '../file-download';

/**
 * An image the API streams only with the session header (an identity document, docs/product.md §20): an
 * <img src> cannot send it, so the bytes are fetched here and shown through an object URL, revoked when
 * the image changes or leaves the page. `version` (the photo's upload time) asks again after a replacement;
 * nothing is cached on disk (the server says no-store) and the blob goes with the query.
 */
export function useProtectedImage(url: string | null, version: string | null) {
  const image = useQuery({
    queryKey: ['protected-image', url, version],
    queryFn: async () => (await fetchFile(url ?? '', 'photo.jpg', 'image/jpeg')).blob,
    enabled: url !== null,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const objectUrl = useObjectUrl(image.data ?? null);
  return { ...image, objectUrl };
}

/** An object URL for a blob or file, revoked when it changes or the component unmounts. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
