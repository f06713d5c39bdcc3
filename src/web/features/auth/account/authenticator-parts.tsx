import type { Factor } from '@supabase/auth-js';
import { Copy, ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { qrCodeImageSource } from '../../../../domain/auth/qr-code';
import { useFormat } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';

/** The authenticators in use, each with a way to remove it. */
export function VerifiedFactors({ factors, onRemove }: { factors: Factor[]; onRemove: (factor: Factor) => void }) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  return (
    <ul className="flex flex-col gap-2">
      {factors.map((factor) => (
        <li key={factor.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-raised p-3">
          <span className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 text-legal" />
            {t('mfaSettings.on', {
              name: factor.friendly_name ?? 'TOTP',
              date: format.date(factor.created_at),
            })}
          </span>
          <Button variant="ghost" icon={ShieldOff} onClick={() => onRemove(factor)}>
            {t('mfaSettings.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The key of a new authenticator: a QR code to scan, and the same key as text to copy or type. */
export function EnrolmentKey({ qrCode, secret }: { qrCode: string; secret: string }) {
  const { t } = useTranslation('auth');
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('mfaSettings.copied'));
    } catch {
      // Clipboard access can be refused; the key stays on screen to copy by hand.
    }
  };
  return (
    <>
      <img
        src={qrCodeImageSource(qrCode)}
        alt={t('mfaSettings.qrAlt')}
        width={192}
        height={192}
        className="size-48 rounded-lg bg-white p-2"
      />
      <div className="flex flex-col gap-2">
        <p className="text-steel">{t('mfaSettings.manual')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded-lg bg-night px-3 py-2 font-mono text-sm break-all text-ink">{secret}</code>
          <Button variant="ghost" icon={Copy} onClick={() => void copySecret()}>
            {t('mfaSettings.copy')}
          </Button>
        </div>
      </div>
    </>
  );
}
