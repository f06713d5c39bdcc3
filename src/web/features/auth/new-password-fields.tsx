import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';
import { PasswordField } from './auth-fields';

/**
 * A new password typed twice, the first one revealable. The account rides along in a hidden
 * field so password managers file the new password under the right account.
 */
export function NewPasswordFields({
  account,
  password,
  repeated,
  onPasswordChange,
  onRepeatedChange,
}: {
  account: string;
  password: string;
  repeated: string;
  onPasswordChange: (password: string) => void;
  onRepeatedChange: (repeated: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={account} readOnly hidden />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
      />
      <TextField
        label={t('fields.repeatPassword')}
        type="password"
        autoComplete="new-password"
        value={repeated}
        onChange={(event) => onRepeatedChange(event.target.value)}
      />
    </>
  );
}
