import type { Factor } from '@supabase/auth-js';
import { Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { codeIssue, normaliseCode } from '../../../../domain/auth/credentials';
import { useAuth } from '../../../lib/auth';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { CodeField } from '../code-field';
import { FormAlert } from '../form-alert';
import { useAuthForm } from '../use-auth-form';
import { EnrolmentKey, VerifiedFactors } from './authenticator-parts';
import { SettingsSection } from './settings-section';

interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** Two-step verification with an authenticator app (TOTP): set up with a QR code, or remove. */
export function AuthenticatorSection({ factors, onChanged }: { factors: Factor[]; onChanged: () => void }) {
  const { t } = useTranslation('auth');
  const { client } = useAuth();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const { error, setError, pending, submit: run } = useAuthForm();
  const [removing, setRemoving] = useState<Factor | null>(null);
  const verified = factors.filter((factor) => factor.factor_type === 'totp' && factor.status === 'verified');

  const start = () =>
    run(null, async () => {
      const auth = await client();
      // A set-up abandoned earlier is dropped first, so it never blocks a new one.
      for (const factor of factors.filter((candidate) => candidate.status !== 'verified')) {
        await auth.mfa.unenroll({ factorId: factor.id });
      }
      const { data, error: failure } = await auth.mfa.enroll({ factorType: 'totp', issuer: 'Rookery' });
      if (failure) throw failure;
      setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
      setCode('');
    });

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!enrolment) return;
    await run(codeIssue(code), async () => {
      const { error: failure } = await (
        await client()
      ).mfa.challengeAndVerify({ factorId: enrolment.factorId, code: normaliseCode(code) });
      if (failure) throw failure;
      setEnrolment(null);
      toast.success(t('mfaSettings.enabled'));
      onChanged();
    });
  };

  const cancel = async () => {
    const abandoned = enrolment;
    setEnrolment(null);
    setError(null);
    if (abandoned) await (await client()).mfa.unenroll({ factorId: abandoned.factorId });
    onChanged();
  };

  const remove = (factor: Factor) =>
    run(
      null,
      async () => {
        const { error: failure } = await (await client()).mfa.unenroll({ factorId: factor.id });
        if (failure) throw failure;
        setRemoving(null);
        toast.success(t('mfaSettings.removed'));
        onChanged();
      },
      { onFailure: () => setRemoving(null) },
    );

  return (
    <SettingsSection title={t('mfaSettings.title')} intro={t('mfaSettings.intro')}>
      {verified.length > 0 ? (
        <VerifiedFactors factors={verified} onRemove={setRemoving} />
      ) : enrolment ? (
        <form noValidate onSubmit={(event) => void confirm(event)} className="flex flex-col gap-4">
          <p>{t('mfaSettings.scan')}</p>
          <EnrolmentKey qrCode={enrolment.qrCode} secret={enrolment.secret} />
          <CodeField label={t('fields.code')} value={code} onChange={(event) => setCode(event.target.value)} />
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="primary" disabled={pending}>
              {pending ? t('mfaSettings.confirming') : t('mfaSettings.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => void cancel()}>
              {t('mfaSettings.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-steel">{t('mfaSettings.off')}</p>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Button variant="secondary" icon={Smartphone} onClick={() => void start()} disabled={pending}>
            {pending ? t('mfaSettings.starting') : t('mfaSettings.setUp')}
          </Button>
        </div>
      )}
      {verified.length > 0 && error ? <FormAlert>{error}</FormAlert> : null}
      <Dialog
        open={removing !== null}
        title={t('mfaSettings.removeTitle')}
        onClose={() => setRemoving(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('mfaSettings.cancel')}
            </Button>
            <Button variant="danger" disabled={pending} onClick={() => removing && void remove(removing)}>
              {t('mfaSettings.remove')}
            </Button>
          </>
        }
      >
        <p>{t('mfaSettings.removeBody')}</p>
      </Dialog>
    </SettingsSection>
  );
}
