import { queryOptions } from '@tanstack/react-query';
import { OPENAPI_PATH } from '../../../../contracts/paths';
import { apiFetch } from '../../../lib/api';
import { openApiDocumentSchema } from '../reference';

/** The server's description of its API; it changes only with a new release. */
export const openApiQueryOptions = () =>
  queryOptions({
    queryKey: ['openapi'] as const,
    queryFn: () => apiFetch(OPENAPI_PATH, openApiDocumentSchema),
    staleTime: 5 * 60_000,
  });
