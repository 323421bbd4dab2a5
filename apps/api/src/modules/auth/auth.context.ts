import type { AppContext } from '../../context';

/** What the account services need: the app context minus HTTP. */
export type AuthContext = Pick<AppContext, 'db' | 'config' | 'mailer' | 'now' | 'attempts' | 'logger'>;
