import { useEffect } from 'react';
import { useRecordPageHead } from './page-head';

export const APP_NAME = 'Kwacha Loans';

export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}

/** Sets document.title while the calling page is shown. */
export function usePageTitle(title?: string): void {
  useRecordPageHead({ title: formatPageTitle(title) });
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
