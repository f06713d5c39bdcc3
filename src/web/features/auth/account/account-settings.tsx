import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useAuth } from '../../../lib/auth';
import { ButtonLink } from '../../../ui/button-link';
import { QueryState } from '../../../ui/query-state';
import { authUserQuery } from '../api/get-auth-user';
import { profileQuery } from '../api/get-profile';
import { FormAlert } from '../form-alert';
import { AuthenticatorSection } from './authenticator-section';
import { DataSection } from './data-section';
import { DeleteSection } from './delete-section';
import { EmailSection } from './email-section';
import { IdentitiesSection } from './identities-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import '../i18n';

function GuestPrompt() {
  const { t } = useTranslation('auth');
  return (
    <section className="flex flex-col items-start gap-4 rounded-xl border border-line bg-surface/80 p-6">
      <h2 className="text-xl">{t('profile.guestTitle')}</h2>
      <p className="text-steel">{t('profile.guestBody')}</p>
      <ButtonLink to="/login" state={{ from: '/profile' }} variant="primary" icon={LogIn}>
        {t('profile.signIn')}
      </ButtonLink>
    </section>
  );
}

/** /profile for a member: account details and every account setting; guests are asked to sign in. */
export function AccountSettings() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const userId = auth.isAuthenticated ? auth.userId : null;
  const user = useQuery(authUserQuery(auth.client, userId));
  const profile = useQuery(profileQuery(userId));

  if (!auth.isAuthenticated) return <GuestPrompt />;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: authUserQuery(auth.client, userId).queryKey });
  return (
    <QueryState
      query={user}
      texts={{ loading: tCommon('app.loading'), failed: t('profile.loadFailed'), retry: t('profile.retry') }}
      spinner
    >
      {(account) => {
        const email = account.email ?? '';
        const details = [
          {
            label: t('profile.username'),
            value: profile.data ? (profile.data.username ?? t('profile.noUsername')) : '',
          },
          { label: t('profile.wabId'), value: profile.data?.wab_id ?? '' },
          { label: t('profile.email'), value: email },
          { label: t('profile.memberSince'), value: format.date(account.created_at) },
        ];

        return (
          <div className="flex flex-col gap-6">
            <dl
              aria-label={t('profile.summaryLabel')}
              className="grid gap-x-6 gap-y-3 rounded-xl border border-line bg-surface/80 p-4 sm:grid-cols-2 md:p-6"
            >
              {details.map((detail) => (
                <div key={detail.label} className="min-w-0">
                  <dt className="text-sm text-steel">{detail.label}</dt>
                  <dd className="font-semibold break-all">{detail.value || '—'}</dd>
                </div>
              ))}
            </dl>
            {profile.isError ? <FormAlert>{t('profile.loadFailed')}</FormAlert> : null}
            <EmailSection user={account} onChanged={refresh} />
            <PasswordSection email={email} />
            <AuthenticatorSection factors={account.factors ?? []} onChanged={refresh} />
            <IdentitiesSection identities={account.identities ?? []} onChanged={refresh} />
            <DataSection />
            <SessionsSection />
            <DeleteSection email={email} />
          </div>
        );
      }}
    </QueryState>
  );
}
