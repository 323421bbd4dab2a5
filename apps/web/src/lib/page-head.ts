import { createContext, useContext } from 'react';

/** What a page puts in the document's head: its full title and, if it has one, its description. */
export interface PageHead {
  title?: string;
  description?: string;
}

/**
 * Set only while the build pre-renders a page (docs/performance.md): the page hooks record their
 * title and description here during render, since their effects never run on the server, and the
 * pre-rendered HTML's head gets them.
 */
export const PageHeadContext = createContext<PageHead | null>(null);

/** Records the page's head while pre-rendering; does nothing in the browser. */
export function useRecordPageHead(head: PageHead): void {
  const collected = useContext(PageHeadContext);
  if (collected) Object.assign(collected, head);
}
