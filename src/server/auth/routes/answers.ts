import { z } from 'zod';

/*
 * What the auth routes answer, for the API description. GoTrue's user and session are large and
 * auth-js reads all of them, so each schema names the leading fields, in the order they are
 * written, and lets the rest through as they are: nothing is stripped and no key moves.
 */

export const authUserAnswer = z.looseObject({ id: z.string(), aud: z.string(), role: z.string() });

export const sessionAnswer = z.looseObject({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  expires_at: z.number(),
  refresh_token: z.string(),
  user: authUserAnswer,
});

/** A factor as GoTrue lists it. */
export const factorAnswer = z.looseObject({ id: z.string() });

/** A request whose effect is a message sent (or, for an unknown address, nothing): `{}`, and for a phone `message_id`. */
export const sentAnswer = z.object({ message_id: z.null().optional() });

export const emptyAnswer = z.object({});
