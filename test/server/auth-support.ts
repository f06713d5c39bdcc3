import { GoTrueAdminApi, GoTrueClient, type GoTrueClientOptions } from '@supabase/auth-js';
import type { TestApp } from './app';

/**
 * A fresh auth-js client with its own in-memory storage, as a separate browser would have;
 * `options` changes its settings (e.g. `flowType: 'pkce'`, a recording `fetch`, or a `storageKey`
 * of its own, which also gives it a JWKS cache of its own).
 */
export function authClient(
  server: TestApp,
  options: Pick<GoTrueClientOptions, 'flowType' | 'fetch' | 'storageKey'> = {},
) {
  const store = new Map<string, string>();
  return new GoTrueClient({
    url: `${server.baseUrl}/auth/v1`,
    headers: { apikey: server.app.auth.anonKey },
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
    ...options,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
  });
}

export function adminClient(server: TestApp, key = server.app.auth.serviceRoleKey) {
  return new GoTrueAdminApi({
    url: `${server.baseUrl}/auth/v1`,
    headers: { Authorization: `Bearer ${key}`, apikey: key },
  });
}

export interface SentMail {
  subject: string;
  text: string;
  template: string;
  language: string;
  link?: string;
  code?: string;
}

/** The newest message the outbox holds for an address, with its link and code picked out. */
export async function lastMail(server: TestApp, to: string): Promise<SentMail | undefined> {
  const [row] = await server.app.db.query<{ subject: string; text_body: string; template: string; language: string }>(
    'SELECT subject, text_body, template, language FROM email_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at DESC LIMIT 1',
    [to],
  );
  if (!row) return undefined;
  return {
    subject: row.subject,
    text: row.text_body,
    template: row.template,
    language: row.language,
    link: row.text_body.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0],
    code: row.text_body.match(/\b(\d{6})\b/)?.[1],
  };
}

let counter = 0;
export const uniqueEmail = (name = 'player') => `${name}.${Date.now().toString(36)}.${(counter += 1)}@example.org`;
export const GOOD_PASSWORD = 'Korvus-Tower-2026';
