import os from 'node:os';
import type { AddressInfo } from 'node:net';
import type { Config } from './config';

/** What siteUrl reads from a request: how it was reached, and the server that answered it. */
export interface SiteRequest {
  protocol: string;
  /** The Host header (or X-Forwarded-Host from a trusted proxy), port included. */
  host: string;
  server: { server: { address(): AddressInfo | string | null } };
}

/** The names and addresses this machine answers to, read each time (interfaces come and go). */
export function ownHostNames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1', os.hostname().toLowerCase()]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) names.add(address.address.toLowerCase());
  }
  return names;
}

function listenedPort(config: Pick<Config, 'PORT'>, request?: SiteRequest): number {
  const address = request?.server.server.address();
  return address && typeof address === 'object' ? address.port : config.PORT;
}

/**
 * The public address of the site, without a trailing slash: what e-mailed links, sign-in
 * redirects and OAuth callbacks are built on (decision 0020).
 *
 * SITE_URL when it is set. Otherwise the address the request came to, but only when its host is
 * one of this machine's own names: the Host header is the caller's to choose, and links built from
 * it would let anyone ask for a victim's reset link pointing at their own server (password-reset
 * poisoning). Any other host, and calls without a request, get http://localhost:<the port the
 * server listens on>.
 */
export function siteUrl(config: Pick<Config, 'SITE_URL' | 'PORT'>, request?: SiteRequest): string {
  if (config.SITE_URL) return config.SITE_URL.replace(/\/+$/, '');
  const fallback = `http://localhost:${listenedPort(config, request)}`;
  if (!request) return fallback;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  let url: URL;
  try {
    url = new URL(`${protocol}://${request.host}`);
  } catch {
    return fallback;
  }
  // Anything beyond a bare host and port (user info, a path) is not a Host header we made.
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return fallback;
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return ownHostNames().has(hostname) ? url.origin : fallback;
}
