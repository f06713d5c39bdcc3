import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** What QueryState needs of a TanStack query (plain or infinite). */
export interface QueryLike<Data> {
  isPending: boolean;
  isError: boolean;
  data: Data | undefined;
  /** What went wrong, for a caller that says the failure its own way. */
  error?: unknown;
  refetch(): unknown;
}

export interface QueryStateTexts {
  loading: string;
  failed: string;
  retry: string;
  /** Said when the answer holds nothing to show. */
  empty?: string;
}

/** Says a failed load its own way (the server's reason, another look); `retry` loads again. */
export type QueryFailure = (error: unknown, retry: () => void) => ReactNode;

/** The texts QueryState says, all of them or, where a caller says the failure itself, the rest. */
type FailureChoice =
  | { texts: QueryStateTexts; failure?: undefined }
  | { texts: Pick<QueryStateTexts, 'loading' | 'empty'>; failure: QueryFailure };

/**
 * The states every list or panel that loads something goes through, said the same way
 * everywhere: loading (announced politely), failed (an alert with a way to try again), empty,
 * or the content itself.
 */
export function QueryState<Data>({
  query,
  texts,
  failure,
  isEmpty,
  spinner = false,
  align = 'start',
  className = '',
  children,
}: FailureChoice & {
  query: QueryLike<Data>;
  isEmpty?: (data: Data) => boolean;
  /** A spinner while loading (a whole panel) rather than a line of text (a part of a page). */
  spinner?: boolean;
  align?: 'start' | 'center';
  /** More classes for the loading, failed and empty lines, such as the padding of the place they stand in. */
  className?: string;
  children: (data: Data) => ReactNode;
}) {
  const centred = align === 'center';
  if (query.isPending) {
    return spinner ? (
      <Spinner label={texts.loading} />
    ) : (
      <p role="status" className={`text-steel ${centred ? 'text-center' : ''} ${className}`}>
        {texts.loading}
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    const retry = () => void query.refetch();
    if (failure) return failure(query.error, retry);
    return (
      <div role="alert" className={`flex flex-col gap-2 ${centred ? 'items-center' : 'items-start'} ${className}`}>
        <p className="text-danger-ink">{texts.failed}</p>
        <Button variant="secondary" onClick={retry}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  if (texts.empty && isEmpty?.(query.data)) {
    return <p className={`text-steel ${centred ? 'text-center' : ''} ${className}`}>{texts.empty}</p>;
  }
  return children(query.data);
}
