import type { AppContext } from '../../context';

/** What the authenticator app services need: the app context minus HTTP. */
export type StaffMfaContext = Pick<AppContext, 'db' | 'config' | 'now' | 'attempts' | 'logger'>;
