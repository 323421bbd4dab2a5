import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/language-store';
import { productDescriptionMessages, productNameMessages } from './product-texts.messages';
import { useProductText } from './use-product-text';

// (import.meta.dirname, not URL: under jsdom, URL is the browser's and knows no file: paths.)
const SEED = resolve(
  import.meta.dirname,
  '../../../../../packages/db/migrations/0003_seed_loan_products.sql',
);

/** The seed's rows: ('id', 'name', 'description', …). */
function seededProducts(): { id: string; name: string; description: string }[] {
  const rows = readFileSync(SEED, 'utf8').matchAll(/\('([^']+)', '([^']+)', '([^']+)',/g);
  return [...rows].map(([, id = '', name = '', description = '']) => ({ id, name, description }));
}

describe('useProductText (docs/product.md §22.2)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it("knows each seeded product's name and description by id, in the seed's English", () => {
    const seeded = seededProducts();
    expect(seeded).toHaveLength(6);
    for (const product of seeded) {
      expect(productNameMessages[product.id as keyof typeof productNameMessages]?.message).toBe(product.name);
      expect(productDescriptionMessages[product.id as keyof typeof productDescriptionMessages]?.message).toBe(
        product.description,
      );
    }
  });

  it("translates a seeded product, and shows a superuser's own words as they were typed", async () => {
    await act(() => setLanguage('bem'));
    const { result } = renderHook(() => useProductText());
    const personal = {
      id: 'personal',
      name: 'Personal Loan',
      description: productDescriptionMessages.personal.message,
    };
    expect(result.current.name(personal)).toBe('Ingongole ya Fyenu');
    expect(result.current.description(personal)).toBe(
      'Ku fyo mukabila cila bushiku, ku fyakaele no kushita ifyo mwapekanya.',
    );
    // Renamed by a superuser: their name as typed; the description they left alone is still translated.
    const renamed = { ...personal, name: 'Everyday Loan' };
    expect(result.current.name(renamed)).toBe('Everyday Loan');
    expect(result.current.description(renamed)).toBe(
      'Ku fyo mukabila cila bushiku, ku fyakaele no kushita ifyo mwapekanya.',
    );
    // A product a superuser added has no translation.
    expect(result.current.name({ id: 'farming', name: 'Farming Loan' })).toBe('Farming Loan');
    expect(result.current.name({ id: 'toString', name: 'Odd Loan' })).toBe('Odd Loan');

    await act(() => setLanguage('ny'));
    expect(result.current.name(personal)).toBe('Ngongole Yaumwini');
    await act(() => setLanguage('en'));
    expect(result.current.name(personal)).toBe('Personal Loan');
  });
});
