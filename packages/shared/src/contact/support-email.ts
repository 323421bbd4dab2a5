/**
 * The support inbox: where contact-form messages go (the server's SUPPORT_EMAIL) and the address the
 * public pages show. This is the default of both. The pages are pre-rendered at build time, so a server
 * configured with another address writes it into every page it serves, with a
 * `<meta name="support-email">` the browser reads for pages it renders itself (docs/product.md §2.18).
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@kwachaloans.co.zm';

/** The meta tag's name. */
export const SUPPORT_EMAIL_META = 'support-email';
