/** What other features may use of deployments: the last check, a fresh one, and the providers. */
export { lastDeploymentCheck, refreshDeployments } from './deployments-service';
export { netlifyProvider, signWebhook } from './providers';
