import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import { useAuth } from '../../../lib/auth';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { deleteAccount } from '../api/delete-account';
import { authErrorCode } from '../auth-errors';
import { FormAlert } from '../form-alert';
import { SettingsSection } from './settings-section';

/** "Delete my account" (privacy policy): confirmed by typing the account's e-mail address. */
export function DeleteSection({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formId = 'delete-account-form';

  const close = () => {
    setOpen(false);
    setTyped('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.toLowerCase()) return setError(t('delete.mismatch', { email }));
    setPending(true);
    setError(null);
    try {
      await deleteAccount();
    } catch (failure) {
      setPending(false);
      const code = authErrorCode(failure);
      setError(
        code === 'forbidden' ? t('delete.needsMfa') : code === 'network' ? t('errors.network') : t('delete.failed'),
      );
      return;
    }
    // The server has ended the session with the account; this drops it here too.
    await signOut('local');
    setPending(false);
    toast.success(t('delete.done'));
    void navigate('/', { replace: true });
  };

  return (
    <SettingsSection title={t('delete.title')} intro={t('delete.intro')} danger>
      <Button variant="danger" className="self-start" icon={Trash2} onClick={() => setOpen(true)}>
        {t('delete.button')}
      </Button>
      <Dialog
        open={open}
        title={t('delete.dialogTitle')}
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t('delete.cancel')}
            </Button>
            <Button type="submit" form={formId} variant="danger" disabled={pending}>
              {pending ? t('delete.deleting') : t('delete.confirm')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <p>{t('delete.dialogBody')}</p>
          <TextField
            label={t('fields.confirmEmail')}
            hint={email}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          {error ? <FormAlert>{error}</FormAlert> : null}
        </form>
      </Dialog>
    </SettingsSection>
  );
}
