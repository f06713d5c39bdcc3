import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../context';
import { randomToken } from '../crypto';
import { AuthError, authError } from '../errors';
import { createFlowState, issueAuthCode } from '../flows';
import { queryText, redirectWithError, safeRedirect } from '../http';
import { findProvider, verifyIdToken, type AuthProvider } from '../providers';
import { assertMayHoldSession, issueSession } from '../sessions';
import { usersRepository } from '../users';
import { callerFirst, callerOf } from './caller';
import { linkOrCreateFromIdentity } from './identity-flows';
import { siteUrl, type SiteRequest } from '../../site-url';

const authorizeQuery = z.object({
  provider: z.string().max(100).optional(),
  redirect_to: z.string().max(2000).optional(),
  scopes: z.string().max(500).optional(),
  code_challenge: z.string().min(43).max(128).optional(),
  code_challenge_method: z.string().optional(),
  skip_http_redirect: z.string().optional(),
});
/** The provider's answer: anything wrong with it ends at the app with an error, never a JSON answer. */
const callbackQuery = z.object({
  state: queryText,
  code: queryText,
  error: queryText,
  error_description: queryText,
});
/** With skip_http_redirect=true, the consent page's address instead of a redirect to it. */
const linkAnswer = z.object({ url: z.string() });

interface OAuthState {
  provider: string;
  redirect_to: string;
  flow_state_id?: string;
  link_user_id?: string;
  nonce: string;
}

/** The provider's consent page, with our signed state carrying where to return and for whom. */
async function providerUrl(
  context: AuthContext,
  request: SiteRequest,
  provider: AuthProvider,
  state: OAuthState,
  scopes?: string,
) {
  if (!provider.authorizeUrl) throw authError.providerDisabled(provider.name);
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', `${siteUrl(context.config, request)}/auth/v1/callback`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', scopes ? `${provider.scopes} ${scopes}` : provider.scopes);
  url.searchParams.set('nonce', state.nonce);
  url.searchParams.set('state', await context.jwt.sign({ oauth_state: state }, Math.floor(Date.now() / 1000) + 600));
  return url.toString();
}

export async function oauthRoutes(scope: FastifyInstance, context: AuthContext): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get('/authorize', { schema: { querystring: authorizeQuery } }, async (request, reply) => {
    const { query } = request;
    const provider = findProvider(context.providers, query.provider);
    const flowStateId = await createFlowState(context.db, null, query, 'oauth');
    const state: OAuthState = {
      provider: provider.name,
      redirect_to: safeRedirect(context, siteUrl(context.config, request), query.redirect_to),
      flow_state_id: flowStateId,
      nonce: randomToken(16),
    };
    return reply.redirect(await providerUrl(context, request, provider, state, query.scopes), 302);
  });

  const link = { querystring: authorizeQuery, response: { 200: linkAnswer } };
  app.get(
    '/user/identities/authorize',
    { schema: link, preValidation: callerFirst(context) },
    async (request, reply) => {
      const caller = await callerOf(context, request);
      const { query } = request;
      const provider = findProvider(context.providers, query.provider);
      const state: OAuthState = {
        provider: provider.name,
        redirect_to: safeRedirect(context, siteUrl(context.config, request), query.redirect_to),
        link_user_id: caller.user.id,
        nonce: randomToken(16),
      };
      const url = await providerUrl(context, request, provider, state, query.scopes);
      return query.skip_http_redirect === 'true' ? reply.send({ url }) : reply.redirect(url, 302);
    },
  );

  app.get('/callback', { schema: { querystring: callbackQuery } }, async (request, reply) => {
    const { query } = request;
    let state: OAuthState;
    try {
      state = (await context.jwt.verify<{ oauth_state: OAuthState }>(query.state ?? '')).oauth_state;
      if (!state?.provider) throw new Error('no state');
    } catch {
      throw authError.badOAuthCallback('OAuth state is missing, expired or was tampered with');
    }
    const target = state.redirect_to;
    try {
      if (query.error) throw authError.badOAuthCallback(`Provider refused: ${query.error_description ?? query.error}`.slice(0, 300));
      const provider = findProvider(context.providers, state.provider);
      if (!provider.tokenUrl || !query.code) throw authError.badOAuthCallback('No authorization code from the provider');
      const response = await fetch(provider.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: query.code,
          redirect_uri: `${siteUrl(context.config, request)}/auth/v1/callback`,
          client_id: provider.clientId,
          ...(provider.clientSecret ? { client_secret: provider.clientSecret } : {}),
        }),
      });
      const tokens = (await response.json().catch(() => ({}))) as { id_token?: string };
      if (!response.ok || !tokens.id_token) throw authError.badOAuthCallback('The provider did not return an ID token');
      const identity = await verifyIdToken(provider, tokens.id_token, state.nonce);
      const linkTo = state.link_user_id
        ? await usersRepository(context.db).byId(state.link_user_id)
        : undefined;
      const user = await linkOrCreateFromIdentity(context, provider.name, identity, linkTo ?? undefined);
      await assertMayHoldSession(context.db, user);
      if (state.flow_state_id) {
        const code = await issueAuthCode(context.db, state.flow_state_id, user.id);
        const url = new URL(target);
        url.searchParams.set('code', code);
        return reply.redirect(url.toString(), 302);
      }
      const session = await issueSession(context, user, { method: 'oauth', ip: request.ip });
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        provider_token: '',
      });
      return reply.redirect(`${target.split('#')[0]}#${fragment.toString()}`, 302);
    } catch (error) {
      if (error instanceof AuthError) return redirectWithError(reply, target, error);
      throw error;
    }
  });
}
