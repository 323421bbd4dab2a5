import { useEffect } from 'react';
import { useRecordPageHead } from '../../lib/page-head';
import { formatPageTitle } from '../../lib/use-page-title';

export interface PageMeta {
  /** The page's own part of the title; 'About Us' becomes 'About Us | Kwacha Loans'. */
  title?: string;
  /** One or two sentences for search results and link previews. */
  description: string;
}

/**
 * Sets the document title and the meta description while the page is shown. The description that was
 * there before (index.html's) comes back when the page goes, so pages without one never show a stale one.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useRecordPageHead({ title: formatPageTitle(title), description });
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);

  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (!meta) return;
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
