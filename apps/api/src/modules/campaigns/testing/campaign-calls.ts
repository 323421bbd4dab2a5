import type { CampaignDetail, SaveCampaignRequest } from '@kwacha/shared/staff/campaigns';
import type { TestApp } from '../../../testing/test-app';

/** A valid draft; override what a test is about. */
export const draft = (overrides: Partial<SaveCampaignRequest> = {}): Partial<SaveCampaignRequest> => ({
  subject: 'Rainy season offer',
  markdown: 'Hello!\n\nLower rates **this month**. [Apply now](https://kwacha.test/apply-loan)',
  ...overrides,
});

/** The campaign routes as a signed-in superuser calls them. */
export function campaignCalls(t: TestApp, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin/campaigns${url}`,
      headers: { 'x-auth-token': token },
      ...(payload && { payload }),
    });
  const data = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await call(method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data as CampaignDetail;
  };
  return {
    call,
    create: (body: object = draft()) => data('POST', '', body),
    get: (id: string) => data('GET', `/${id}`),
    sendNow: (id: string) => data('POST', `/${id}/send`, {}),
    move: (id: string, name: 'pause' | 'resume' | 'cancel') => data('POST', `/${id}/${name}`),
  };
}
