import { z } from 'zod';
import { isNulFree, NUL_FREE_MESSAGE } from './text';

export const DEPLOYMENTS_FUNCTION_PATH = '/functions/v1/get-netlify-deployments';
export const DEPLOYMENT_WEBHOOK_PATH = '/api/deployments';
export const DEPLOYMENT_SIGNATURE_HEADER = 'x-rookery-signature';

/**
 * What a signed-in member who is not an admin may read on a preview deployment: enough for the
 * landing banner, nothing that points inside the build (no link, no error text).
 */
export const deploymentSummarySchema = z.object({
  state: z.string(),
  site_name: z.string(),
  created_at: z.string(),
  branch: z.string().nullable(),
});
export type DeploymentSummary = z.infer<typeof deploymentSummarySchema>;

/** A deployment as the spec's backend function returns it to admins (state "error" means failed). */
export const deploymentSchema = deploymentSummarySchema.extend({
  id: z.string(),
  deploy_url: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type Deployment = z.infer<typeof deploymentSchema>;
export const deploymentsResponseSchema = z.object({ deployments: z.array(deploymentSchema) });
export const deploymentSummariesResponseSchema = z.object({ deployments: z.array(deploymentSummarySchema) });

/**
 * The backend function's answer as the browser reads it: full records for admins, summaries for
 * other members on a preview deployment, so the fields only admins get are optional here.
 */
export const deploymentsAnswerSchema = z.object({
  deployments: z.array(deploymentSchema.partial({ id: true, deploy_url: true, error_message: true })),
});
export type DeploymentsAnswer = z.infer<typeof deploymentsAnswerSchema>;
export type AnsweredDeployment = DeploymentsAnswer['deployments'][number];


/** What any CI posts to the webhook, signed with the shared secret. */
export const deploymentWebhookSchema = z.object({
  id: z.string().min(1).max(200).refine(isNulFree, NUL_FREE_MESSAGE),
  state: z.enum(['building', 'ready', 'error', 'cancelled']),
  site_name: z.string().min(1).max(200).refine(isNulFree, NUL_FREE_MESSAGE),
  branch: z.string().max(200).refine(isNulFree, NUL_FREE_MESSAGE).optional(),
  // The URL parser drops a trailing NUL when it checks the address, but the text is stored as sent.
  deploy_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .refine(isNulFree, NUL_FREE_MESSAGE)
    .optional(),
  error_message: z.string().max(4000).refine(isNulFree, NUL_FREE_MESSAGE).optional(),
  created_at: z.iso.datetime({ offset: true }).optional(),
});
export type DeploymentWebhook = z.infer<typeof deploymentWebhookSchema>;
