import { z } from 'zod';

export const DEPLOYMENTS_FUNCTION_PATH = '/functions/v1/get-netlify-deployments';
export const DEPLOYMENT_WEBHOOK_PATH = '/api/deployments';
export const DEPLOYMENT_SIGNATURE_HEADER = 'x-rookery-signature';

/** A deployment as the spec's backend function returns it (state "error" means failed). */
export const deploymentSchema = z.object({
  id: z.string(),
  state: z.string(),
  site_name: z.string(),
  created_at: z.string(),
  deploy_url: z.string().nullable(),
  branch: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type Deployment = z.infer<typeof deploymentSchema>;
export const deploymentsResponseSchema = z.object({ deployments: z.array(deploymentSchema) });

/** What any CI posts to the webhook, signed with the shared secret. */
export const deploymentWebhookSchema = z.object({
  id: z.string().min(1).max(200),
  state: z.enum(['building', 'ready', 'error', 'cancelled']),
  site_name: z.string().min(1).max(200),
  branch: z.string().max(200).optional(),
  deploy_url: z.url({ protocol: /^https?$/ }).max(2000).optional(),
  error_message: z.string().max(4000).optional(),
  created_at: z.iso.datetime({ offset: true }).optional(),
});
export type DeploymentWebhook = z.infer<typeof deploymentWebhookSchema>;
