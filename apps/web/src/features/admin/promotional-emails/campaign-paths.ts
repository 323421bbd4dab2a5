/** The promotional e-mail pages (docs/product.md §14.6; superuser only). */
export const PROMOTIONAL_EMAILS_PATH = '/admin-dashboard/promotional-emails';
export const NEW_CAMPAIGN_PATH = `${PROMOTIONAL_EMAILS_PATH}/new`;
export const campaignPath = (id: string) => `${PROMOTIONAL_EMAILS_PATH}/${encodeURIComponent(id)}`;
