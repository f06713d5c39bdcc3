import { createServer } from 'node:http';

/** The only token the stand-in accepts; any other gets Netlify's 401. */
export const NETLIFY_FAKE_TOKEN = 'netlify-token';

/** A deploy object with the fields Netlify documents for GET /sites/{site_id}/deploys. */
export interface NetlifyDeploy {
  id: string;
  site_id: string;
  name: string;
  state: string;
  branch: string | null;
  deploy_ssl_url: string | null;
  created_at: string;
  error_message: string | null;
}

/** A deploy of `name` created `hoursAgo` hours before `now`; a failed one when the state is error. */
export function netlifyDeploy(
  id: string,
  { site = 'site-1', name = 'rookery', state = 'ready', hoursAgo = 1, now = Date.now(), branch = 'main' } = {},
): NetlifyDeploy {
  return {
    id,
    site_id: site,
    name,
    state,
    branch,
    deploy_ssl_url: `https://${id}--${name}.netlify.app`,
    created_at: new Date(now - hoursAgo * 60 * 60 * 1000).toISOString(),
    error_message: state === 'error' ? 'Failed during stage building site' : null,
  };
}

/**
 * A local stand-in for the Netlify API speaking its JSON: each site answers the deploys the
 * test gives it, newest first as Netlify lists them, and every request is written down.
 */
export interface NetlifyFake {
  /** The base address to configure, like https://api.netlify.com/api/v1. */
  apiUrl: string;
  /** `METHOD url authorization` of each request, in order. */
  requests: string[];
  /** Sets what a site answers; a number makes it answer with that status instead. */
  answer(siteId: string, deploys: NetlifyDeploy[] | number): void;
  close(): Promise<void>;
}

export async function startNetlifyFake(): Promise<NetlifyFake> {
  const requests: string[] = [];
  const sites = new Map<string, NetlifyDeploy[] | number>();
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url} ${request.headers.authorization}`);
    response.setHeader('content-type', 'application/json');
    const siteId = /^\/api\/v1\/sites\/([^/]+)\/deploys(?:\?|$)/.exec(request.url ?? '')?.[1];
    const deploys = siteId ? sites.get(decodeURIComponent(siteId)) : undefined;
    if (request.headers.authorization !== `Bearer ${NETLIFY_FAKE_TOKEN}`) {
      response.statusCode = 401;
      response.end('{"code":401,"message":"Access Denied"}');
    } else if (deploys === undefined || typeof deploys === 'number') {
      response.statusCode = deploys ?? 404;
      response.end(`{"code":${deploys ?? 404},"message":"Not Found"}`);
    } else {
      const newestFirst = [...deploys].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
      response.end(JSON.stringify(newestFirst));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    apiUrl: `http://127.0.0.1:${port}/api/v1`,
    requests,
    answer: (siteId, deploys) => void sites.set(siteId, deploys),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
