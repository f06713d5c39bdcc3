import { queryOptions } from '@tanstack/react-query';
import { adminContentSchema, CONTENT_ADMIN_PATHS } from '../../../../contracts/content-admin';
import { apiFetch } from '../../../lib/api';

export const adminContentKeys = {
  all: ['admin-content'] as const,
};

/** Every rules chapter, FAQ section, news item and the changelog, in all three languages. */
export const getAdminContent = () => apiFetch(CONTENT_ADMIN_PATHS.all, adminContentSchema);

export const adminContentQueryOptions = () =>
  queryOptions({ queryKey: adminContentKeys.all, queryFn: getAdminContent, staleTime: 0 });
