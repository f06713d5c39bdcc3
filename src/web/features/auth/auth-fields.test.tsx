import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, descriptionOf } from '../../../../test/web/a11y';
import { EmailField, PasswordField, SendToEmailForm } from './auth-fields';
import './i18n';

function SignInFields() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form aria-label="Sign in">
      <EmailField value={email} onChange={setEmail} />
      <PasswordField label="Password" autoComplete="current-password" value={password} onChange={setPassword} />
    </form>
  );
}

function SendForm({ onSend, error = null }: { onSend: () => void; error?: string | null }) {
  const [email, setEmail] = useState('');
  return (
    <SendToEmailForm
      intro="We send a link to this address."
      email={email}
      onEmailChange={setEmail}
      error={error}
      disabled={false}
      sendLabel="Send the link"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <a href="/login">Back</a>
    </SendToEmailForm>
  );
}

describe('EmailField and PasswordField', () => {
  it('are filled in as the account address and its current password, the password shown on request', async () => {
    const { container } = render(<SignInFields />);
    const email = screen.getByLabelText('E-mail address');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('inputmode')).toBe('email');
    await userEvent.type(email, 'ada@example.com');
    expect((email as HTMLInputElement).value).toBe('ada@example.com');

    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await userEvent.type(password, 'secret');
    expect((password as HTMLInputElement).value).toBe('secret');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('EmailField', () => {
  it('takes the label the form asks for and describes itself by its error', () => {
    render(<EmailField label="New e-mail address" value="" error="That address looks wrong." onChange={vi.fn()} />);
    const email = screen.getByRole('textbox', { name: 'New e-mail address' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('That address looks wrong.');
  });
});

describe('SendToEmailForm', () => {
  it('asks for an address, sends on submit and keeps what follows the button', async () => {
    const onSend = vi.fn();
    const { container } = render(<SendForm onSend={onSend} />);
    expect(screen.getByText('We send a link to this address.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says what went wrong as an alert', () => {
    render(<SendForm onSend={vi.fn()} error="That address looks wrong." />);
    expect(screen.getByRole('alert').textContent).toContain('That address looks wrong.');
  });
});
