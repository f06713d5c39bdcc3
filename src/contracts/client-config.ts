import { z } from 'zod';

/** Settings the server hands to the web app in a <meta name="rookery-config"> tag. */
export const clientConfigSchema = z.object({
  productionHosts: z.array(z.string()),
  previewMarkers: z.array(z.string()),
  contactEmail: z.string(),
  /** The public (anon) key the auth client sends as `apikey`. */
  anonKey: z.string(),
  /** Where "Buy us a Coffee" points; absent means the about page's support section. */
  supportUrl: z.string().optional(),
  /** The product's own deployment site names: a failed deployment on one raises the landing banner. */
  productSiteNames: z.array(z.string()),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
