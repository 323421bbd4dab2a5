/**
 * How staff actions on texts are audited (docs/product.md §19.4), as e-mail management's are: the kind
 * and what was done — never the number or the body.
 */
export const SMS_AUDIT_ENTITY = 'sms';
/** One failed (or unknown) text sent again as a new text; entity_id is the old text's id. */
export const SMS_RESENT_ACTION = 'sms.resent';
