import { detectEnvironment } from '../../domain/environment';
import { clientConfig } from './client-config';

export const environment = detectEnvironment(window.location.hostname, clientConfig);
