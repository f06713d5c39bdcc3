import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../test/web/a11y';
import { MailLanguageSelect } from './mail-language-select';

describe('MailLanguageSelect', () => {
  it('offers each mail language by its own name and hands over the one chosen', async () => {
    const onChange = vi.fn();
    const { container } = render(<MailLanguageSelect value="en" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Français',
    ]);
    await userEvent.selectOptions(select, 'Français');
    expect(onChange).toHaveBeenCalledWith('fr');
    expect(await axeViolations(container)).toEqual([]);
  });
});
