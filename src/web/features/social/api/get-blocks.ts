import { queryOptions } from '@tanstack/react-query';
import { blockListSchema, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';
import { socialKeys } from './social-keys';

export const getBlocks = () => apiFetch(SOCIAL_PATHS.blocks, blockListSchema);

export const blocksQuery = (viewerId: string | null) =>
  queryOptions({ queryKey: socialKeys.blocks(viewerId), queryFn: getBlocks, enabled: viewerId !== null });
