import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/web/a11y';
import { NewPasswordFields } from './new-password-fields';
import { useNewPassword } from './use-new-password';
import './i18n';

function Form() {
  const newPassword = useNewPassword();
  return (
    <form aria-label="Change password">
      <NewPasswordFields account="ada@example.com" state={newPassword} />
    </form>
  );
}

describe('NewPasswordFields', () => {
  it('takes a new password twice as new passwords, under the account password managers should file it', async () => {
    const { container } = render(<Form />);
    const password = screen.getByLabelText('New password');
    const repeated = screen.getByLabelText('Repeat the new password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(repeated.getAttribute('autocomplete')).toBe('new-password');
    const account = container.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    expect(account?.value).toBe('ada@example.com');
    expect(account?.hidden).toBe(true);

    await userEvent.type(password, 'correct horse');
    await userEvent.type(repeated, 'correct horse!');
    expect((password as HTMLInputElement).value).toBe('correct horse');
    expect((repeated as HTMLInputElement).value).toBe('correct horse!');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets the first password be shown, not the repeat', async () => {
    render(<Form />);
    const password = screen.getByLabelText('New password');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Repeat the new password').getAttribute('type')).toBe('password');
  });
});
