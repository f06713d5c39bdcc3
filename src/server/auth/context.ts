import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { Jwt } from './jwt';
import type { PasswordRules } from './passwords';
import type { AuthProvider } from './providers';

/** Everything the auth routes share, built once per app. */
export interface AuthContext {
  db: Database;
  config: Config;
  jwt: Jwt;
  mailer: Mailer;
  passwordRules: PasswordRules;
  providers: AuthProvider[];
  anonKey: string;
  serviceRoleKey: string;
  /**
   * Told when a user's sessions end (sign-out everywhere, password change, ban, deletion), so
   * whatever holds on to them (the realtime sockets) lets go at once. Set by the realtime hub.
   */
  sessionsEnded?: (userId: string, keepSessionId?: string) => Promise<void>;
}
