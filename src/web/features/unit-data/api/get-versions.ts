import { queryOptions } from '@tanstack/react-query';
import { UNIT_DATA_PATHS, versionsSchema } from '../../../../contracts/unit-data';
import { apiFetch } from '../../../lib/api';

export const unitDataKeys = {
  all: ['unit-data'] as const,
  versions: () => [...unitDataKeys.all, 'versions'] as const,
};

/** Published unit-data versions, newest first, with who published them. */
export const getVersions = () => apiFetch(UNIT_DATA_PATHS.versions, versionsSchema);

export const versionsQueryOptions = () =>
  queryOptions({ queryKey: unitDataKeys.versions(), queryFn: getVersions, staleTime: 0 });
