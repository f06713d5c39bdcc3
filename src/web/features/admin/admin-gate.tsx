import { LogIn, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../../lib/auth';
import { ButtonLink } from '../../ui/button-link';
import { Spinner } from '../../ui/spinner';
import './i18n';

function GateMessage({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-12 md:py-20">
      <ShieldAlert aria-hidden="true" className="size-10 text-gold" />
      <h1 className="text-3xl">{title}</h1>
      <p className="text-lg text-steel">{body}</p>
      {action}
    </section>
  );
}

/**
 * Admin pages show their content only to admins: guests are asked to sign in and members are
 * told the page is for admins. The server refuses them anyway; this only says so clearly.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const auth = useAuth();
  const { pathname } = useLocation();

  if (!auth.authReady) return <Spinner label={tCommon('app.loading')} />;
  if (!auth.isAuthenticated) {
    return (
      <GateMessage
        title={t('gate.guestTitle')}
        body={t('gate.guestBody')}
        action={
          <ButtonLink to="/login" state={{ from: pathname }} variant="primary" icon={LogIn}>
            {t('gate.signIn')}
          </ButtonLink>
        }
      />
    );
  }
  if (!auth.isAdmin) {
    return (
      <GateMessage
        title={t('gate.adminsOnlyTitle')}
        body={t('gate.adminsOnlyBody')}
        action={
          <ButtonLink to="/" variant="secondary">
            {t('gate.home')}
          </ButtonLink>
        }
      />
    );
  }
  return children;
}
