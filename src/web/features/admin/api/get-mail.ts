import { queryOptions } from '@tanstack/react-query';
import { ADMIN_PATHS, mailListSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const getMail = () => apiFetch(ADMIN_PATHS.mail, mailListSchema, { cache: 'no-store' });

/** The newest 200 outbox rows (queued, sent and failed) and the transport in use. */
export const mailQuery = () => queryOptions({ queryKey: adminKeys.mail(), queryFn: getMail, staleTime: 0 });
