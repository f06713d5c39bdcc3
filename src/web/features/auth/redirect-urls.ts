import type { GoTrueClient } from '@supabase/auth-js';

/**
 * Where links in e-mails bring people back to: this site's pages (the server only allows its own).
 * Confirmations go to the home page, which then shows the signed-in state and says so.
 */
export const redirectUrl = (path: '/' | '/login' | '/reset-password' | '/profile') =>
  new URL(path, window.location.origin).toString();

/** Sends the sign-up confirmation to this address again; its link leads to the home page. */
export async function resendConfirmation(auth: Pick<GoTrueClient, 'resend'>, email: string): Promise<void> {
  const { error } = await auth.resend({
    type: 'signup',
    email: email.trim(),
    options: { emailRedirectTo: redirectUrl('/') },
  });
  if (error) throw error;
}
