import { defineMessages } from '../message-descriptor';

/**
 * Texts the server writes into every page it serves (apps/api/src/plugins/web-app.ts), in the language of
 * the page: outside React, so they are there before any script runs and on every page alike.
 */
export const siteMessages = defineMessages('site', {
  demonstration: 'Demonstration — no real money moves',
});
