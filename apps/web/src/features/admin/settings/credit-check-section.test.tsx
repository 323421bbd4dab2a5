import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-api';
import { preloadPages } from '../../../test/render-with-session';
import { ADMIN_PRODUCTS, lastBody, openSettingsPage, sectionForm } from './testing/settings-page';

beforeAll(() => preloadPages());

const productId = (ADMIN_PRODUCTS[0] as (typeof ADMIN_PRODUCTS)[number]).id;
const PATH = `/api/admin/products/${productId}/credit-check`;
const SAVED = {
  productId,
  checkMandatory: false,
  onFailure: 'hold' as const,
  freshDays: 30,
  maxArrearsDaysElsewhere: 30,
  minScore: null,
  maxTotalInstalments: null,
};

describe('the credit bureau check section (docs/product.md §25.2)', () => {
  it("shows the first product's settings and saves the whole setting, the ceiling in ngwee", async () => {
    const api = openSettingsPage({
      [`GET ${PATH}`]: ok(SAVED),
      [`PUT ${PATH}`]: ok(
        { ...SAVED, checkMandatory: true, minScore: 500, maxTotalInstalments: 500_000 },
        'Credit check settings saved.',
      ),
    });
    const form = await sectionForm('Credit bureau check');
    const field = (label: string) => form.getByLabelText(label) as HTMLInputElement;
    expect(field('A report stays fresh for (days)').value).toBe('30');
    await api.user.click(field('Check mandatory (no application without consent)'));
    await api.user.type(field('Staff review below this score (empty: not used)'), '500');
    await api.user.type(
      field('Staff review when all monthly instalments exceed (K; empty: not used)'),
      '5000',
    );
    await api.user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Credit check settings saved.')).toBeTruthy());
    expect(lastBody(api, `PUT ${PATH}`)).toEqual({
      checkMandatory: true,
      onFailure: 'hold',
      freshDays: 30,
      maxArrearsDaysElsewhere: 30,
      minScore: 500,
      maxTotalInstalments: 500_000,
    });
  });
});
