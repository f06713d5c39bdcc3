import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { changeLanguage, i18n } from '../../lib/i18n';
import './i18n';
import { socialErrorText } from './social-errors';

describe('social error texts', () => {
  it('tell a member who writes too fast to wait, in each language', async () => {
    const limited = new ApiRequestError(429, 'rate_limited', 'Too many requests: wait a minute and try again.');
    const texts: string[] = [];
    for (const language of ['en', 'es', 'fr']) {
      await changeLanguage(language);
      texts.push(socialErrorText(i18n.getFixedT(language, 'social'), limited));
    }
    expect(texts).toEqual([
      'You are doing that too often. Wait a minute and try again.',
      'Lo estás haciendo con demasiada frecuencia. Espera un minuto y vuelve a intentarlo.',
      'Vous faites cela trop souvent. Attendez une minute et réessayez.',
    ]);
    await changeLanguage('en');
  });
});
