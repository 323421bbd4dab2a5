import { createCampaignList } from '../../../../test/builders/campaigns';
import { notificationRoutes } from '../../../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../../../test/fake-api';

export const HISTORY_PAGE = '/admin-dashboard/promotional-emails';
export const NEW_PAGE = '/admin-dashboard/promotional-emails/new';
export const campaignPage = (id: string) => `${HISTORY_PAGE}/${id}`;

export const GET_CAMPAIGNS = 'GET /api/admin/campaigns';
export const CREATE_CAMPAIGN = 'POST /api/admin/campaigns';
export const AUDIENCE_COUNT = 'GET /api/admin/campaigns/audience-count';
export const PREVIEW = 'POST /api/admin/campaigns/preview';
export const getCampaign = (id: string) => `GET /api/admin/campaigns/${id}`;
export const updateCampaign = (id: string) => `PUT /api/admin/campaigns/${id}`;
export const campaignAction = (id: string, name: 'test' | 'send' | 'pause' | 'resume' | 'cancel') =>
  `POST /api/admin/campaigns/${id}/${name}`;

export const SUPERUSER = createUser({
  id: 'me-1',
  role: 'superuser',
  firstName: 'Sam',
  lastName: 'Mulenga',
  email: 'sam@kwacha.test',
});

/** A signed-in superuser whose campaign calls answer as given (the history empty unless given). */
export function showCampaigns(routes: Record<string, FakeReply | FakeReply[]> = {}) {
  return signedInAs(SUPERUSER, {
    ...notificationRoutes(),
    'GET /api/admin/flagged-payments/count': ok({ count: 0 }),
    [GET_CAMPAIGNS]: ok(createCampaignList({ items: [] })),
    [AUDIENCE_COUNT]: ok({ count: 2400 }),
    ...routes,
  });
}

/** The JSON body a call sent. */
export const bodyOf = (call: { body?: unknown } | undefined): unknown =>
  typeof call?.body === 'string' ? JSON.parse(call.body) : undefined;
