import type { Language } from '../../domain/i18n/language';

/**
 * The page for an address the server cannot take apart (a broken percent-escape) or will not read
 * (too long): a complete page in the visitor's language, painted with the app's stylesheet but
 * without its scripts, since the app could make no more sense of the address than the server.
 * The server never imports the web app, so its texts are kept here in the app's three languages,
 * like the mail's; the Record type makes a missing language or text a compile error.
 */
export type AddressProblem = 'malformed' | 'too_long';

interface PageText {
  title: string;
  body: string;
}

const TEXT: Record<Language, Record<AddressProblem, PageText> & { home: string }> = {
  en: {
    malformed: {
      title: 'This address is not valid',
      body: 'Part of this link is garbled, so there is no page to show. Check that it was copied whole, or start again from the home page.',
    },
    too_long: {
      title: 'This address is too long',
      body: 'This link is longer than Rookery accepts, so there is no page to show. Check that it was copied correctly, or start again from the home page.',
    },
    home: 'Go to the home page',
  },
  es: {
    malformed: {
      title: 'Esta dirección no es válida',
      body: 'Parte de este enlace está dañada, así que no hay ninguna página que mostrar. Comprueba que se copió entero o vuelve a empezar desde la página de inicio.',
    },
    too_long: {
      title: 'Esta dirección es demasiado larga',
      body: 'Este enlace es más largo de lo que Rookery acepta, así que no hay ninguna página que mostrar. Comprueba que se copió bien o vuelve a empezar desde la página de inicio.',
    },
    home: 'Ir a la página de inicio',
  },
  fr: {
    malformed: {
      title: 'Cette adresse n’est pas valide',
      body: 'Une partie de ce lien est abîmée : il n’y a donc aucune page à afficher. Vérifiez qu’il a été copié en entier, ou repartez de la page d’accueil.',
    },
    too_long: {
      title: 'Cette adresse est trop longue',
      body: 'Ce lien est plus long que ce que Rookery accepte : il n’y a donc aucune page à afficher. Vérifiez qu’il a été copié correctement, ou repartez de la page d’accueil.',
    },
    home: 'Aller à la page d’accueil',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The address-error page, with the built app's stylesheets (from its page head) when there is one. */
export function addressErrorPage(problem: AddressProblem, language: Language, appHead = ''): string {
  const texts = TEXT[language];
  const { title, body } = texts[problem];
  const stylesheets = (appHead.match(/<link rel="stylesheet"[^>]*>|<style[^>]*>[\s\S]*?<\/style>/g) ?? []).join('');
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#14110f" />
    <meta name="robots" content="noindex" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    ${stylesheets}
    <title>${escapeHtml(title)} · Rookery</title>
  </head>
  <body>
    <main class="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 class="text-3xl">${escapeHtml(title)}</h1>
      <p class="text-steel">${escapeHtml(body)}</p>
      <a href="/" class="inline-flex min-h-11 items-center rounded-lg bg-gold px-6 font-semibold text-night no-underline">${escapeHtml(texts.home)}</a>
    </main>
  </body>
</html>
`;
}
