import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { changeLanguage, i18n } from '../../lib/i18n';
import './i18n';
import { socialErrorText } from './social-errors';

describe('social error texts', () => {
  it.each([
    {
      what: 'tell a member who writes too fast to wait',
      error: new ApiRequestError(429, 'rate_limited', 'Too many requests: wait a minute and try again.'),
      texts: [
        'You are doing that too often. Wait a minute and try again.',
        'Lo estás haciendo con demasiada frecuencia. Espera un minuto y vuelve a intentarlo.',
        'Vous faites cela trop souvent. Attendez une minute et réessayez.',
      ],
    },
    {
      what: 'invite a guest refused a member-only action to create an account',
      error: new ApiRequestError(403, 'anonymous_not_allowed', 'Create an account to do that.'),
      texts: [
        'Guests cannot message, comment or send friend requests. Create an account to do that: your lists and games stay yours.',
        'Los invitados no pueden enviar mensajes, comentar ni enviar solicitudes de amistad. Crea una cuenta para hacerlo: tus listas y partidas siguen siendo tuyas.',
        'Les invités ne peuvent pas écrire de messages, commenter ni envoyer de demandes d’ami. Créez un compte pour le faire : vos listes et parties restent à vous.',
      ],
    },
  ])('$what, in each language', async ({ error, texts }) => {
    const shown: string[] = [];
    for (const language of ['en', 'es', 'fr']) {
      await changeLanguage(language);
      shown.push(socialErrorText(i18n.getFixedT(language, 'social'), error));
    }
    expect(shown).toEqual(texts);
    await changeLanguage('en');
  });
});
