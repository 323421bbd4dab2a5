/** Every campaign query starts with this key, so one invalidation refreshes the history and the pages. */
export const CAMPAIGNS_KEY = ['admin', 'campaigns'] as const;
export const campaignKey = (id: string) => [...CAMPAIGNS_KEY, 'detail', id] as const;
