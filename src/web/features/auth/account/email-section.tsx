import type { User } from '@supabase/auth-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactIssue } from '../../../../domain/auth/credentials';
import { useAuth } from '../../../lib/auth';
import { Button } from '../../../ui/button';
import { FormAlert } from '../form-alert';
import { EmailField } from '../auth-fields';
import { redirectUrl } from '../redirect-urls';
import { useAuthForm } from '../use-auth-form';
import { SettingsSection } from './settings-section';

/** Changes the sign-in address: the new one must be confirmed from a link sent to it. */
export function EmailSection({ user, onChanged }: { user: User; onChanged: () => void }) {
  const { t } = useTranslation('auth');
  const { client } = useAuth();
  const [next, setNext] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, setError, pending, submit: run } = useAuthForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const address = next.trim();
    if (!contactIssue(next) && address.toLowerCase() === user.email?.toLowerCase()) return setError(t('email.same'));
    await run(contactIssue(next), async () => {
      const { error: failure } = await (
        await client()
      ).updateUser({ email: address }, { emailRedirectTo: redirectUrl('/profile') });
      if (failure) throw failure;
      setSentTo(address);
      setNext('');
      onChanged();
    });
  };

  return (
    <SettingsSection
      title={t('email.title')}
      intro={user.email ? t('email.current', { email: user.email }) : undefined}
    >
      {user.new_email && !sentTo ? <p className="text-warn">{t('email.pending', { email: user.new_email })}</p> : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <EmailField label={t('fields.newEmail')} value={next} onChange={setNext} />
        {error ? <FormAlert>{error}</FormAlert> : null}
        {sentTo ? <FormAlert tone="success">{t('email.sent', { email: sentTo })}</FormAlert> : null}
        <Button type="submit" variant="secondary" className="self-start" disabled={pending}>
          {pending ? t('email.submitting') : t('email.submit')}
        </Button>
      </form>
    </SettingsSection>
  );
}
