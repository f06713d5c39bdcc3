import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogIn } from 'lucide-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/web/a11y';
import { ButtonLink } from './button-link';
import { buttonStyles } from './button-styles';

function Arrived() {
  const location = useLocation();
  return <p>Arrived from {String((location.state as { from?: string } | null)?.from)}</p>;
}

describe('ButtonLink', () => {
  it('is a link that looks like a button, with its icon hidden, and goes where it says', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route
            path="/profile"
            element={
              <ButtonLink to="/login" state={{ from: '/profile' }} variant="primary" icon={LogIn} className="w-full">
                Sign in
              </ButtonLink>
            }
          />
          <Route path="/login" element={<Arrived />} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(link.className).toBe(`${buttonStyles.primary} w-full`);
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(link);
    await screen.findByText('Arrived from /profile');
  });
});
