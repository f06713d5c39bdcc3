import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';
import { PasswordField } from './auth-fields';
import type { NewPassword } from './use-new-password';

/**
 * A new password typed twice, the first one revealable. The account rides along in a hidden
 * field so password managers file the new password under the right account.
 */
export function NewPasswordFields({ account, state }: { account: string; state: NewPassword }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={account} readOnly hidden />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        value={state.password}
        onChange={state.setPassword}
      />
      <TextField
        label={t('fields.repeatPassword')}
        type="password"
        autoComplete="new-password"
        value={state.repeated}
        onChange={(event) => state.setRepeated(event.target.value)}
      />
    </>
  );
}
