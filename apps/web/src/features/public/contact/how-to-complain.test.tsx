import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

describe('How to complain (docs/product.md §17.1)', () => {
  it('says where to complain, how fast we answer and where to escalate', async () => {
    fakeApi({});
    renderWithSession('/contact-us');
    const section = within(
      (await screen.findByRole('heading', { name: 'How to complain' })).closest('section') as HTMLElement,
    );
    expect(section.getByRole('link', { name: 'Complaints' }).getAttribute('href')).toBe('/complaints');
    expect(section.getByText(/acknowledge your complaint within 1 working day/)).toBeTruthy();
    expect(section.getByText(/within 10 working days/)).toBeTruthy();
    expect(section.getByText(/Bank of Zambia/)).toBeTruthy();
  });
});
