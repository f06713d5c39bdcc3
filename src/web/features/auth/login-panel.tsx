import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { useAuth } from '../../lib/auth';
import { EmailCodeForm } from './email-code-form';
import type { LoginFormProps } from './login-form-props';
import { MfaStep } from './mfa-step';
import { PasswordSignInForm } from './password-sign-in-form';
import { SignUpForm } from './sign-up-form';
import './i18n';

const MODES = ['password', 'signUp', 'code'] as const;
type Mode = (typeof MODES)[number];
const MODE_LABEL = { password: 'login.passwordMode', signUp: 'login.signUpMode', code: 'login.codeMode' } as const;

/** Only paths inside the app may be returned to after signing in. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/**
 * /login: password, new account, or e-mail code/link; then the authenticator step when the
 * account has one. Whichever way a session arrives (a form here or a link in an e-mail), the
 * panel moves on once the auth state says signed in.
 */
export function LoginPanel() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Links that invite a guest to create an account open the sign-up form (?mode=signup).
  const [mode, setMode] = useState<Mode>(() =>
    new URLSearchParams(location.search).get('mode') === 'signup' ? 'signUp' : 'password',
  );
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'form' | 'checking' | 'mfa'>('form');
  const [waiting, setWaiting] = useState(false);
  const target = returnPath(location.state);
  const { client } = auth;
  // A guest's anonymous account is here to gain an address, not signed in yet as far as this page goes.
  const isAuthenticated = auth.isAuthenticated === true && !auth.isAnonymous;
  // A confirmation link that lands here says "Your account is confirmed" (AccountLinkNotices).
  const confirmedByLink = useRef(false);

  const finish = () => {
    if (!confirmedByLink.current) toast.success(t('login.signedIn'));
    void navigate(target, { replace: true });
  };

  // Fetch the auth client while the visitor types, not when they press the button.
  useEffect(() => {
    void client().catch(() => {});
  }, [client]);

  useEffect(() => {
    if (!isAuthenticated || step !== 'form') return;
    confirmedByLink.current = auth.accountConfirmed;
    let active = true;
    setStep('checking');
    void (async () => {
      const { data } = await (await client()).mfa.getAuthenticatorAssuranceLevel();
      if (!active) return;
      if (data?.currentLevel === 'aal1' && data.nextLevel === 'aal2') setStep('mfa');
      else finish();
    })();
    return () => {
      active = false;
    };
    // finish only navigates; the check runs when a session appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isAuthenticated, client]);

  if (step === 'mfa') {
    return (
      <MfaStep
        heading={t('login.title')}
        onVerified={finish}
        onCancel={() => {
          void auth.signOut('local').then(() => {
            setWaiting(false);
            setStep('form');
          });
        }}
      />
    );
  }

  const formProps: LoginFormProps = {
    email,
    onEmailChange: setEmail,
    // The session exists; the state follows within the profile read (≤ 2 s), then the effect above moves on.
    onSignedIn: () => setWaiting(true),
    busy: waiting || step === 'checking',
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl">{mode === 'signUp' ? t('signUp.title') : t('login.title')}</h1>
        <p className="text-steel">{t('login.intro')}</p>
        {auth.isAnonymous ? <p className="text-steel">{t('login.guestAccount')}</p> : null}
      </div>
      <div
        role="group"
        aria-label={t('login.modesLabel')}
        className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-night p-1"
      >
        {MODES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => setMode(option)}
            className="min-h-11 rounded-lg px-2 py-2 text-sm font-semibold text-steel hover:text-ink aria-pressed:bg-raised aria-pressed:text-gold"
          >
            {t(MODE_LABEL[option])}
          </button>
        ))}
      </div>
      {mode === 'password' ? <PasswordSignInForm {...formProps} /> : null}
      {mode === 'signUp' ? <SignUpForm {...formProps} /> : null}
      {mode === 'code' ? <EmailCodeForm {...formProps} /> : null}
      <Link to="/" className="inline-flex min-h-11 items-center self-center text-steel">
        {t('login.continueAsGuest')}
      </Link>
    </div>
  );
}
