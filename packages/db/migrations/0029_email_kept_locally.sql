-- Without SMTP_URL, outside production, a message is kept in the developer's local mailbox (/dev/mailbox)
-- rather than counted as sent. Only added here: a new enum value cannot be used in the transaction that adds it.
ALTER TYPE "public"."email_status" ADD VALUE 'kept_locally';
