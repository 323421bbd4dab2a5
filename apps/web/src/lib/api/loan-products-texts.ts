/**
 * What a screen says when the loan products could not load or there are none (docs/product.md §8, Apply;
 * the public products page says the same). A module of its own, holding texts only: the toast, which every
 * page fetches as soon as it mounts, recognises these texts (lib/i18n/known-texts.messages.ts), and
 * importing them from the products query would bring Zod and the query library along with it.
 */
export const PRODUCTS_LOAD_FAILED_MESSAGE = 'Failed to load loan products. Please try again.';
export const NO_PRODUCTS_MESSAGE = 'No loan products are available right now. Please try again later.';
