import { Send } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { FormAlert } from './form-alert';
import './i18n';

/** An e-mail address field that browsers and password managers fill in as the account's address. */
export function EmailField({
  label,
  value,
  error,
  onChange,
}: {
  /** "E-mail address" unless the form asks for a particular one (a new address). */
  label?: string;
  value: string;
  error?: string | null;
  onChange: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label ?? t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A password field whose text can be shown; `autoComplete` says whether it is the current or a new one. */
export function PasswordField({
  label,
  autoComplete,
  value,
  onChange,
}: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (password: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      revealLabel={t('fields.show')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A form that asks for an e-mail address to send something to (a code, a reset link). */
export function SendToEmailForm({
  intro,
  email,
  onEmailChange,
  error,
  disabled,
  sendLabel,
  onSubmit,
  children,
}: {
  intro: string;
  email: string;
  onEmailChange: (email: string) => void;
  error: string | null;
  disabled: boolean;
  sendLabel: string;
  onSubmit: (event: FormEvent) => void;
  /** What follows the send button, such as a way back. */
  children?: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-steel">{intro}</p>
      <EmailField value={email} onChange={onEmailChange} />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button type="submit" variant="primary" icon={Send} disabled={disabled}>
        {sendLabel}
      </Button>
      {children}
    </form>
  );
}
