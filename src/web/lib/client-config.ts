import type { ClientConfig } from '../../contracts/client-config';
import { CLIENT_CONFIG_META } from '../../contracts/paths';

const FALLBACK: ClientConfig = {
  productionHosts: ['rookery.app', 'www.rookery.app', 'rookery.netlify.app'],
  previewMarkers: ['deploy-preview-', '--', 'preview', 'staging'],
  contactEmail: 'hello@rookery.app',
  anonKey: '',
  productSiteNames: ['rookery', 'rookery-preview'],
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Reads the settings the server put in the page; the dev server has none, so defaults apply.
 * Checked by hand rather than with the contract's schema to keep the schema library out of
 * the first page load.
 */
export function readClientConfig(doc: Document = document): ClientConfig {
  const content = doc.querySelector(`meta[name="${CLIENT_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) return FALLBACK;
  try {
    const value = JSON.parse(content) as Partial<ClientConfig>;
    return {
      productionHosts: isStringList(value.productionHosts) ? value.productionHosts : FALLBACK.productionHosts,
      previewMarkers: isStringList(value.previewMarkers) ? value.previewMarkers : FALLBACK.previewMarkers,
      contactEmail: typeof value.contactEmail === 'string' ? value.contactEmail : FALLBACK.contactEmail,
      anonKey: typeof value.anonKey === 'string' ? value.anonKey : FALLBACK.anonKey,
      productSiteNames: isStringList(value.productSiteNames) ? value.productSiteNames : FALLBACK.productSiteNames,
      ...(typeof value.supportUrl === 'string' && /^https?:\/\//.test(value.supportUrl)
        ? { supportUrl: value.supportUrl }
        : {}),
    };
  } catch {
    console.warn('Ignoring malformed client configuration');
    return FALLBACK;
  }
}

/**
 * What the server tells its own renderer, once per process: the settings it puts in every page and
 * the host name pages are served under (there is no document or location on the server).
 */
export interface ServerRenderSettings {
  clientConfig: ClientConfig;
  hostname: string;
}
declare global {
  var __ROOKERY_SERVER_RENDER__: ServerRenderSettings | undefined;
}

export const clientConfig =
  typeof document === 'undefined'
    ? (globalThis.__ROOKERY_SERVER_RENDER__?.clientConfig ?? FALLBACK)
    : readClientConfig();
