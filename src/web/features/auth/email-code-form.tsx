import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { codeIssue, contactIssue, normaliseCode } from '../../../domain/auth/credentials';
import { useAuth } from '../../lib/auth';
import { Button } from '../../ui/button';
import { SendToEmailForm } from './auth-fields';
import { CodeField } from './code-field';
import { FormAlert } from './form-alert';
import type { LoginFormProps } from './login-form-props';
import { redirectUrl } from './redirect-urls';
import { useAuthForm } from './use-auth-form';
import './i18n';

/** Sign-in without a password: a six-digit code or a link by e-mail, for existing accounts. */
export function EmailCodeForm({ email, onEmailChange, onSignedIn, busy }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { client } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const { error, setError, pending, submit: run } = useAuthForm();

  const request = async (address: string) => {
    setNotice(null);
    const { error: failure } = await (
      await client()
    ).signInWithOtp({ email: address, options: { shouldCreateUser: false, emailRedirectTo: redirectUrl('/login') } });
    if (failure) throw failure;
    if (sentTo) setNotice(t('code.sentAgain'));
    setSentTo(address);
  };
  const send = (address: string) => run(null, () => request(address));

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    void run(contactIssue(email), () => request(email.trim()));
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const address = sentTo;
    await run(codeIssue(code) ?? (address ? null : 'missing_code'), async () => {
      if (!address) return;
      setNotice(null);
      const { error: failure } = await (
        await client()
      ).verifyOtp({ email: address, token: normaliseCode(code), type: 'email' });
      if (failure) throw failure;
      onSignedIn();
    });
  };

  if (!sentTo) {
    return (
      <SendToEmailForm
        intro={t('code.intro')}
        email={email}
        onEmailChange={onEmailChange}
        error={error}
        disabled={pending || busy}
        sendLabel={pending ? t('code.sending') : t('code.send')}
        onSubmit={requestCode}
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void verify(event)} className="flex flex-col gap-4">
      <h2 className="text-xl">{t('code.sentTitle')}</h2>
      <p>{t('code.sentBody', { email: sentTo })}</p>
      <CodeField label={t('fields.code')} value={code} onChange={(event) => setCode(event.target.value)} />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      <Button type="submit" variant="primary" icon={KeyRound} disabled={pending || busy}>
        {pending || busy ? t('code.verifying') : t('code.verify')}
      </Button>
      <div className="flex flex-wrap gap-3">
        <Button variant="ghost" onClick={() => void send(sentTo)} disabled={pending}>
          {t('code.again')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setSentTo(null);
            setCode('');
            setError(null);
            setNotice(null);
          }}
        >
          {t('code.changeEmail')}
        </Button>
      </div>
    </form>
  );
}
