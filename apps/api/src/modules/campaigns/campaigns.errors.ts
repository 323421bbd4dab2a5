import { CAMPAIGN_MESSAGES as TEXT } from '@kwacha/shared/staff/campaigns';
import { ConflictError, conflict, notFound } from '../../lib/domain-errors';

/** An unknown id, or something that is not an id at all (404). */
export class CampaignNotFoundError extends notFound('CAMPAIGN_NOT_FOUND', TEXT.notFound) {}

/** The move is not allowed from the campaign's status: editing one that is sending, pausing a draft (409). */
export class CampaignStateConflictError extends ConflictError {
  override readonly code = 'CAMPAIGN_STATE_CONFLICT';
}

/** Sending now would reach nobody: no verified borrower who opted in matches the audience (409). */
export class CampaignWithoutRecipientsError extends conflict(
  'CAMPAIGN_WITHOUT_RECIPIENTS',
  TEXT.noRecipients,
) {}
