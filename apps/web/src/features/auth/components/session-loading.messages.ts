import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

// Its own file, one text: the session's loading line is part of the entry (the router's guards), so the
// landing page carries only this text (docs/performance.md).
export const sessionLoadingMessages = defineMessages('access', {
  loadingSession: 'Loading authentication...',
});
