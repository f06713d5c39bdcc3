import type { UserIdentity } from '@supabase/auth-js';
import { KeyRound, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../ui/toast';
import { useAuth } from '../../../lib/auth';
import { Button } from '../../../ui/button';
import { FormAlert } from '../form-alert';
import { useAuthForm } from '../use-auth-form';
import { SettingsSection } from './settings-section';

/** The ways into this account (e-mail and password, linked sign-in providers). */
export function IdentitiesSection({ identities, onChanged }: { identities: UserIdentity[]; onChanged: () => void }) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const { client } = useAuth();
  const { error, pending, submit: run } = useAuthForm();

  const unlink = (identity: UserIdentity) =>
    run(null, async () => {
      const { error: failure } = await (await client()).unlinkIdentity(identity);
      if (failure) throw failure;
      toast.success(t('identities.unlinked'));
      onChanged();
    });

  return (
    <SettingsSection title={t('identities.title')} intro={t('identities.intro')}>
      {identities.length === 0 ? <p className="text-steel">{t('identities.empty')}</p> : null}
      <ul className="flex flex-col gap-2">
        {identities.map((identity) => {
          const email = typeof identity.identity_data?.email === 'string' ? identity.identity_data.email : undefined;
          const Icon = identity.provider === 'email' ? KeyRound : Link2;
          return (
            <li
              key={identity.identity_id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-raised p-3"
            >
              <div className="flex min-w-0 items-start gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
                <div className="min-w-0">
                  <p className="font-semibold">
                    {identity.provider === 'email' ? t('identities.email') : identity.provider}
                  </p>
                  {email ? <p className="break-all text-steel">{email}</p> : null}
                  <p className="text-sm text-steel">
                    {identity.last_sign_in_at
                      ? t('identities.lastUsed', { date: format.date(identity.last_sign_in_at) })
                      : t('identities.added', { date: format.date(identity.created_at) })}
                  </p>
                </div>
              </div>
              {identities.length > 1 ? (
                <Button variant="ghost" disabled={pending} onClick={() => void unlink(identity)}>
                  {t('identities.unlink')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? <FormAlert>{error}</FormAlert> : null}
    </SettingsSection>
  );
}
