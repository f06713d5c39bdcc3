import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialIssue } from '../../../domain/auth/credentials';
import { describeAuthError } from './auth-errors';
import { issueText } from './issue-text';
import './i18n';

/**
 * What every sign-in and account form does around its request: a problem the form can see is
 * said before anything is sent, one request runs at a time, and a failure is put in words.
 */
export function useAuthForm() {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /**
   * Sends the request unless the form found an issue or a request is under way. `onFailure`
   * hears the failure after it is worded (for a toast or a follow-up offer); with `settle:
   * 'failure'`, the form stays busy after a success, for forms that leave the page once done.
   */
  async function submit(
    issue: CredentialIssue | null,
    work: () => Promise<void>,
    { onFailure, settle = 'always' }: { onFailure?: (failure: unknown) => void; settle?: 'always' | 'failure' } = {},
  ): Promise<void> {
    if (issue) return setError(issueText(issue, t));
    if (pending) return;
    setError(null);
    setPending(true);
    try {
      await work();
      if (settle === 'always') setPending(false);
    } catch (failure) {
      setError(describeAuthError(failure, t));
      setPending(false);
      onFailure?.(failure);
    }
  }

  return { error, setError, pending, submit };
}
