/**
 * How e-mail management writes its audit records (docs/product.md §12.5): never a body, a link or a
 * code — the kind, the recipient and what was done.
 */
export const EMAIL_AUDIT_ENTITY = 'email';
/** One message sent again; entity_id is the failed message's id. */
export const EMAIL_RESENT_ACTION = 'email.resent';
/** Every failed message of one kind queued again; entity_id is the kind. */
export const EMAIL_BULK_RESENT_ACTION = 'email.bulk_resent';
