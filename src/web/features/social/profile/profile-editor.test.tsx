import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { publicProfile } from '../../../../../test/fixtures/social';
import { fakeAuth } from '../../../../../test/web/fake-auth';
import { renderWithAuth } from '../../../../../test/web/render-with-auth';
import '../i18n';
import { AvatarEditor } from './avatar-editor';
import { ProfileEditor } from './profile-editor';

/** The member's own profile, before they have chosen a username. */
const PROFILE = publicProfile({
  username: null,
  viewer: { relationship: 'self', request_id: null, blocked: false },
});

/** Answers every call with the same error, as the server does for a refused change. */
function refuse(code: string, message = 'refused') {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ code, message }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('username look-alikes in the profile form', () => {
  it('refuses a name that mixes alphabets before asking the server', async () => {
    const fetch = refuse('unexpected');
    renderWithAuth(<ProfileEditor profile={PROFILE} />, fakeAuth());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'alic\u0435');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('A username cannot mix alphabets, such as Latin and Cyrillic letters.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a name on the field, in the reader’s language', async () => {
    await i18n.changeLanguage('es');
    refuse('username_invisible_characters');
    renderWithAuth(<ProfileEditor profile={PROFILE} />, fakeAuth());
    const user = userEvent.setup();
    const field = screen.getByLabelText('Nombre de usuario');
    await user.type(field, 'Raven');
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText(/no puede contener caracteres invisibles/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Another name is another question for the server.
    await user.type(field, 's');
    expect(screen.queryByText(/no puede contener caracteres invisibles/)).toBeNull();
  });
});

describe('avatar refusals', () => {
  it.each([
    ['avatar_invalid_image', 'That image could not be read: it may be damaged, or not really an image.'],
    ['avatar_dimensions_too_large', 'That image is too big. Use one of at most 4096 × 4096 pixels.'],
  ])('words %s', async (code, words) => {
    refuse(code);
    renderWithAuth(<AvatarEditor profile={PROFILE} />, fakeAuth());
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' }));
    expect(await screen.findByText(words)).toBeTruthy();
  });
});
