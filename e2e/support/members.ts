import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminClient, GOOD_PASSWORD, uniqueEmail } from '../../test/server/auth-support';
import type { TestApp } from '../../test/server/app';

export interface E2eMember {
  username: string;
  email: string;
  id: string;
  wabId: string;
}

/** A confirmed member with a unique username, made as if they had signed up earlier. */
export async function confirmedMember(server: TestApp, name: string): Promise<E2eMember> {
  const username = `${name}${Math.floor(Math.random() * 1e6)}`;
  const email = uniqueEmail(name.toLowerCase());
  const { data, error } = await adminClient(server).createUser({
    email,
    password: GOOD_PASSWORD,
    email_confirm: true,
    user_metadata: { username },
  });
  expect(error).toBeNull();
  const [profile] = await server.app.db.query<{ wab_id: string }>('SELECT wab_id FROM profiles WHERE id = $1', [
    data.user!.id,
  ]);
  return { username, email, id: data.user!.id, wabId: profile!.wab_id };
}

/** Signs in on the login page of the server at `baseUrl`, and waits to leave it. */
export async function signIn(page: Page, baseUrl: string, email: string, password = GOOD_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
}

/** Waits for a toast that contains `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
