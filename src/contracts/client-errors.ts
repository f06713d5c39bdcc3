import { z } from 'zod';

export const CLIENT_ERRORS_PATH = '/api/client-errors';

/** A rendering error the web app reports so it shows up in the server log with a request id. */
export const clientErrorReportSchema = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(10_000).optional(),
  url: z.string().max(2000),
  userAgent: z.string().max(500).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
