import { ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { codeIssue, normaliseCode } from '../../../domain/auth/credentials';
import { useAuth } from '../../lib/auth';
import { Button } from '../../ui/button';
import { describeAuthError } from './auth-errors';
import { CodeField } from './code-field';
import { FormAlert } from './form-alert';
import { useAuthForm } from './use-auth-form';
import './i18n';

/** The second sign-in step for accounts with an authenticator app: raises the session to aal2. */
export function MfaStep({
  heading,
  onVerified,
  onCancel,
}: {
  /** The page's title, shown above the step's own heading. */
  heading: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const { client } = useAuth();
  const [factorId, setFactorId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const { error, setError, pending, submit: run } = useAuthForm();

  useEffect(() => {
    let active = true;
    void (async () => {
      const { data, error: failure } = await (await client()).mfa.listFactors();
      if (!active) return;
      const factor = data?.totp[0];
      if (failure || !factor) setError(failure ? describeAuthError(failure, t) : t('mfa.noFactor'));
      else setFactorId(factor.id);
    })();
    return () => {
      active = false;
    };
  }, [client, setError, t]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    // The verify button waits for the factor, so a code is only ever checked once it is known.
    if (!factorId) return;
    await run(
      codeIssue(code),
      async () => {
        const { error: failure } = await (
          await client()
        ).mfa.challengeAndVerify({ factorId, code: normaliseCode(code) });
        if (failure) throw failure;
        onVerified();
      },
      { settle: 'failure' },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void verify(event)} className="flex flex-col gap-4">
      <h1 className="text-3xl">{heading}</h1>
      <h2 className="flex items-center gap-2 text-xl">
        <ShieldCheck aria-hidden="true" className="size-5" />
        {t('mfa.title')}
      </h2>
      <p>{t('mfa.body')}</p>
      <CodeField label={t('fields.code')} value={code} onChange={(event) => setCode(event.target.value)} autoFocus />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="primary" disabled={pending || !factorId}>
          {pending ? t('mfa.verifying') : t('mfa.verify')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('mfa.cancel')}
        </Button>
      </div>
    </form>
  );
}
