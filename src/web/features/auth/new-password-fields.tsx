import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';

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
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        revealLabel={t('fields.show')}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
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
