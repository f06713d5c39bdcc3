import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isShortCode, sharedListApiPath, sharedListResponseSchema } from '../../../../contracts/lists';
import type { MemberSummary } from '../../../../contracts/social';
import type { ArmyList } from '../../../../domain/army/army-list';
import { ApiRequestError, apiFetch } from '../../../lib/api';
import { decodeListCode } from './list-code';
import type { ShareCodeError } from '../../../../domain/army/share-code';

export type SharedListState =
  | { kind: 'ok'; list: ArmyList; owner: MemberSummary | null }
  | { kind: 'loading' }
  /** A compact code that is damaged, cut short or altered. */
  | { kind: 'broken'; error: ShareCodeError }
  /** A short code no list has (any more). */
  | { kind: 'missing' }
  /** A short code, and no connection to look it up. */
  | { kind: 'offline'; retry: () => void };

/**
 * The list behind a `/shared-list/:code` link: compact codes carry the list and decode offline;
 * short codes are looked up on the server and show the list as its owner last saved it.
 */
const sharedListQuery = (code: string) =>
  queryOptions({
    queryKey: ['shared-list', code],
    queryFn: () => apiFetch(sharedListApiPath(code), sharedListResponseSchema),
    retry: false,
    // A failed lookup the server already made (a code no list has) is shown as it is, in its page
    // and in the browser's takeover of it, never turned back into "Loading..." on mount.
    retryOnMount: false,
    networkMode: 'always',
  });

/** What a page showing this link reads from the server: nothing for a compact code, which carries the list. */
export const sharedListQueryOptions = (code: string) => (isShortCode(code) ? [sharedListQuery(code)] : []);

export function useSharedList(code: string): SharedListState {
  const short = isShortCode(code);
  const decoded = useMemo(() => (short ? null : decodeListCode(code)), [code, short]);
  const query = useQuery({ ...sharedListQuery(code), enabled: short });
  if (decoded)
    return decoded.ok ? { kind: 'ok', list: decoded.list, owner: null } : { kind: 'broken', error: decoded.error };
  if (query.isPending) return { kind: 'loading' };
  if (query.isError) {
    const error = query.error;
    return error instanceof ApiRequestError && error.status === 404
      ? { kind: 'missing' }
      : { kind: 'offline', retry: () => void query.refetch() };
  }
  return { kind: 'ok', list: query.data.list, owner: query.data.owner };
}
