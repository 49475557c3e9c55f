import type { Config } from './config';
import type { Db } from './db/connect';
import type { TokenService } from './modules/auth/tokens';
import type { Mailer } from './modules/mail/mailer';

/** What every API module is registered with. */
export interface AppContext {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  config: Config;
}
