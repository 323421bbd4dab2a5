import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from '../api-client';
import { NO_PRODUCTS_MESSAGE, PRODUCTS_LOAD_FAILED_MESSAGE } from '../api/loan-products-texts';
import { AUTH_FAILED_MESSAGE, LOAD_FAILED_MESSAGE, TOKEN_NOT_FOUND_MESSAGE } from '../load-error-message';
import { AMOUNT_FILTER_MESSAGE, MIN_ABOVE_MAX_MESSAGE } from '../loans/amount-filter-texts';

/**
 * Texts the web app writes itself in lib/ and hands to screens as plain strings (a dropped connection, a
 * wait, a session that ended): the message components recognise their English and show it in the
 * reader's language (known-text.ts), as the server's answers are (decision 030). The English is the
 * constants' own, by reference. The toast fetches this module on every page as soon as it mounts: import
 * the texts from modules of texts, never from the code that uses them: the products query brought Zod
 * to every page, the amount filter the money module and its number format (`npm run size` budgets what
 * every page fetches after mounting).
 */
export const knownTextMessages = defineMessages('knownText', {
  networkError: NETWORK_ERROR_MESSAGE,
  invalidResponse: INVALID_RESPONSE_MESSAGE,
  authFailed: AUTH_FAILED_MESSAGE,
  tokenNotFound: TOKEN_NOT_FOUND_MESSAGE,
  loadFailed: LOAD_FAILED_MESSAGE,
  productsLoadFailed: PRODUCTS_LOAD_FAILED_MESSAGE,
  noProducts: NO_PRODUCTS_MESSAGE,
  amountFilter: AMOUNT_FILTER_MESSAGE,
  minAboveMax: MIN_ABOVE_MAX_MESSAGE,
  tooManyFewMinutes: 'Too many requests. Please wait a few minutes before trying again.',
  tooManyOneSecond: 'Too many requests. Please wait 1 second before trying again.',
  tooManySeconds: 'Too many requests. Please wait {seconds} seconds before trying again.',
});
