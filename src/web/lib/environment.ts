import { detectEnvironment } from '../../domain/environment';
import { clientConfig } from './client-config';

const hostname =
  typeof window === 'undefined'
    ? (globalThis.__ROOKERY_SERVER_RENDER__?.hostname ?? 'localhost')
    : window.location.hostname;

export const environment = detectEnvironment(hostname, clientConfig);
