import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { useMemo } from 'react';
import { type Translate, useT } from '../i18n/use-t';
import { productDescriptionMessages, productNameMessages } from './product-texts.messages';

type Group = Readonly<Record<string, MessageDescriptor>>;

/**
 * The product's text in the reader's language when it is still the seeded English for that id; a name
 * or description a superuser typed since (or a product they added) as it was typed.
 */
function inReadersLanguage(t: Translate, group: Group, id: string, stored: string): string {
  const descriptor = Object.hasOwn(group, id) ? group[id] : undefined;
  return descriptor && descriptor.message === stored ? t(descriptor) : stored;
}

export interface ProductText {
  name(product: { id: string; name: string }): string;
  description(product: { id: string; description: string }): string;
}

/**
 * A loan product's name and description as the server stores them (the loan_products table), in the
 * reader's language for the six seeded products (docs/product.md §22.2, product-texts.messages.ts).
 */
export function useProductText(): ProductText {
  const t = useT();
  return useMemo(
    () => ({
      name: (product) => inReadersLanguage(t, productNameMessages, product.id, product.name),
      description: (product) =>
        inReadersLanguage(t, productDescriptionMessages, product.id, product.description),
    }),
    [t],
  );
}
