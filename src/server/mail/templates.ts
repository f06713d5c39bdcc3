import type { Language } from '../../domain/i18n/language';

export const MAIL_TEMPLATES = [
  'confirmation',
  'magic_link',
  'recovery',
  'email_change',
  'invite',
  'reauthentication',
  'account_exists',
  'test',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface MailParams {
  link?: string;
  code?: string;
  email?: string;
  newEmail?: string;
  siteUrl: string;
}

interface TemplateText {
  subject: string;
  intro: string;
  action?: string;
  codeLine?: string;
  outro: string;
}

type Catalogue = Record<MailTemplate, (p: MailParams) => TemplateText>;

const en: Catalogue = {
  confirmation: () => ({
    subject: 'Confirm your Rookery account',
    intro: 'Welcome to Rookery! Confirm your e-mail address to finish creating your account.',
    action: 'Confirm my account',
    codeLine: 'Or enter this code:',
    outro: "If you didn't sign up, you can ignore this message.",
  }),
  magic_link: () => ({
    subject: 'Your Rookery sign-in link',
    intro: 'Use this link to sign in to Rookery. It works once and expires in one hour.',
    action: 'Sign in',
    codeLine: 'Or enter this code:',
    outro: "If you didn't ask to sign in, you can ignore this message.",
  }),
  recovery: () => ({
    subject: 'Reset your Rookery password',
    intro: 'Someone (hopefully you) asked to reset the password of this Rookery account.',
    action: 'Choose a new password',
    codeLine: 'Or enter this code:',
    outro: "If you didn't ask for this, your password stays as it is.",
  }),
  email_change: (p) => ({
    subject: 'Confirm your new e-mail address',
    intro: `Confirm that you want to use ${p.newEmail ?? p.email ?? 'this address'} for your Rookery account.`,
    action: 'Confirm the change',
    codeLine: 'Or enter this code:',
    outro: "If you didn't ask for this change, ignore this message and the address stays as it is.",
  }),
  invite: () => ({
    subject: "You're invited to Rookery",
    intro: 'You have been invited to join Rookery, the Warcrow army builder and game companion.',
    action: 'Accept the invitation',
    outro: 'The link works once.',
  }),
  reauthentication: () => ({
    subject: 'Your Rookery confirmation code',
    intro: 'Enter this code to confirm a change to your account.',
    codeLine: 'Your code:',
    outro: "If you didn't ask for it, someone may know your password: change it.",
  }),
  account_exists: () => ({
    subject: 'You already have a Rookery account',
    intro: 'Someone (hopefully you) tried to sign up to Rookery with this address, which already has an account. Your password and details have not changed.',
    action: 'Sign in',
    outro: 'Forgotten your password? Choose "Forgot your password?" on the sign-in page. If it was not you, you can ignore this message.',
  }),
  test: () => ({
    subject: 'Rookery test e-mail',
    intro: 'This is a test message from your Rookery server. E-mail delivery works.',
    outro: 'No action is needed.',
  }),
};

const es: Catalogue = {
  confirmation: () => ({
    subject: 'Confirma tu cuenta de Rookery',
    intro: '¡Bienvenido a Rookery! Confirma tu correo electrónico para terminar de crear tu cuenta.',
    action: 'Confirmar mi cuenta',
    codeLine: 'O introduce este código:',
    outro: 'Si no te has registrado, puedes ignorar este mensaje.',
  }),
  magic_link: () => ({
    subject: 'Tu enlace para entrar en Rookery',
    intro: 'Usa este enlace para entrar en Rookery. Solo funciona una vez y caduca en una hora.',
    action: 'Entrar',
    codeLine: 'O introduce este código:',
    outro: 'Si no has pedido entrar, puedes ignorar este mensaje.',
  }),
  recovery: () => ({
    subject: 'Restablece tu contraseña de Rookery',
    intro: 'Alguien (esperamos que tú) ha pedido restablecer la contraseña de esta cuenta de Rookery.',
    action: 'Elegir una contraseña nueva',
    codeLine: 'O introduce este código:',
    outro: 'Si no lo has pedido tú, tu contraseña no cambia.',
  }),
  email_change: (p) => ({
    subject: 'Confirma tu nuevo correo electrónico',
    intro: `Confirma que quieres usar ${p.newEmail ?? p.email ?? 'esta dirección'} para tu cuenta de Rookery.`,
    action: 'Confirmar el cambio',
    codeLine: 'O introduce este código:',
    outro: 'Si no has pedido este cambio, ignora este mensaje y la dirección seguirá igual.',
  }),
  invite: () => ({
    subject: 'Te han invitado a Rookery',
    intro: 'Te han invitado a unirte a Rookery, el creador de ejércitos y compañero de partida para Warcrow.',
    action: 'Aceptar la invitación',
    outro: 'El enlace solo funciona una vez.',
  }),
  reauthentication: () => ({
    subject: 'Tu código de confirmación de Rookery',
    intro: 'Introduce este código para confirmar un cambio en tu cuenta.',
    codeLine: 'Tu código:',
    outro: 'Si no lo has pedido, puede que alguien conozca tu contraseña: cámbiala.',
  }),
  account_exists: () => ({
    subject: 'Ya tienes una cuenta de Rookery',
    intro: 'Alguien (esperamos que tú) ha intentado registrarse en Rookery con esta dirección, que ya tiene una cuenta. Tu contraseña y tus datos no han cambiado.',
    action: 'Entrar',
    outro: '¿Has olvidado tu contraseña? Elige «¿Has olvidado la contraseña?» en la página de entrada. Si no has sido tú, puedes ignorar este mensaje.',
  }),
  test: () => ({
    subject: 'Correo de prueba de Rookery',
    intro: 'Este es un mensaje de prueba de tu servidor de Rookery. El envío de correo funciona.',
    outro: 'No tienes que hacer nada.',
  }),
};

const fr: Catalogue = {
  confirmation: () => ({
    subject: 'Confirmez votre compte Rookery',
    intro: 'Bienvenue sur Rookery ! Confirmez votre adresse e-mail pour terminer la création de votre compte.',
    action: 'Confirmer mon compte',
    codeLine: 'Ou saisissez ce code :',
    outro: "Si vous ne vous êtes pas inscrit, vous pouvez ignorer ce message.",
  }),
  magic_link: () => ({
    subject: 'Votre lien de connexion Rookery',
    intro: "Utilisez ce lien pour vous connecter à Rookery. Il ne fonctionne qu'une fois et expire dans une heure.",
    action: 'Me connecter',
    codeLine: 'Ou saisissez ce code :',
    outro: "Si vous n'avez pas demandé à vous connecter, ignorez ce message.",
  }),
  recovery: () => ({
    subject: 'Réinitialisez votre mot de passe Rookery',
    intro: "Quelqu'un (vous, espérons-le) a demandé à réinitialiser le mot de passe de ce compte Rookery.",
    action: 'Choisir un nouveau mot de passe',
    codeLine: 'Ou saisissez ce code :',
    outro: "Si ce n'est pas vous, votre mot de passe reste inchangé.",
  }),
  email_change: (p) => ({
    subject: 'Confirmez votre nouvelle adresse e-mail',
    intro: `Confirmez que vous voulez utiliser ${p.newEmail ?? p.email ?? 'cette adresse'} pour votre compte Rookery.`,
    action: 'Confirmer le changement',
    codeLine: 'Ou saisissez ce code :',
    outro: "Si vous n'avez pas demandé ce changement, ignorez ce message : l'adresse reste la même.",
  }),
  invite: () => ({
    subject: 'Vous êtes invité sur Rookery',
    intro: "Vous êtes invité à rejoindre Rookery, le créateur d'armées et compagnon de partie pour Warcrow.",
    action: "Accepter l'invitation",
    outro: "Le lien ne fonctionne qu'une fois.",
  }),
  reauthentication: () => ({
    subject: 'Votre code de confirmation Rookery',
    intro: 'Saisissez ce code pour confirmer une modification de votre compte.',
    codeLine: 'Votre code :',
    outro: "Si vous ne l'avez pas demandé, quelqu'un connaît peut-être votre mot de passe : changez-le.",
  }),
  account_exists: () => ({
    subject: 'Vous avez déjà un compte Rookery',
    intro: "Quelqu'un (vous, espérons-le) a tenté de s'inscrire sur Rookery avec cette adresse, qui a déjà un compte. Votre mot de passe et vos informations n'ont pas changé.",
    action: 'Me connecter',
    outro: "Mot de passe oublié ? Choisissez « Mot de passe oublié ? » sur la page de connexion. Si ce n'était pas vous, ignorez ce message.",
  }),
  test: () => ({
    subject: 'E-mail de test Rookery',
    intro: "Ceci est un message de test de votre serveur Rookery. L'envoi d'e-mails fonctionne.",
    outro: "Aucune action n'est nécessaire.",
  }),
};

const CATALOGUES: Record<Language, Catalogue> = { en, es, fr };

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Renders a template in a language as plain text and as simple, escaped HTML. */
export function renderMail(template: MailTemplate, language: Language, params: MailParams): RenderedMail {
  const copy = CATALOGUES[language][template](params);
  const lines = [copy.intro, ''];
  if (copy.action && params.link) lines.push(`${copy.action}: ${params.link}`, '');
  if (copy.codeLine && params.code) lines.push(`${copy.codeLine} ${params.code}`, '');
  lines.push(copy.outro, '', `Rookery · ${params.siteUrl}`);

  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#14110f;color:#efe8dc;padding:24px">',
    `<h1 style="color:#d9b45a;font-size:20px">${escapeHtml(copy.subject)}</h1>`,
    `<p>${escapeHtml(copy.intro)}</p>`,
    copy.action && params.link
      ? `<p><a href="${escapeHtml(params.link)}" style="display:inline-block;background:#d9b45a;color:#14110f;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(copy.action)}</a></p>`
      : '',
    copy.codeLine && params.code
      ? `<p>${escapeHtml(copy.codeLine)} <strong style="font-size:20px;letter-spacing:4px">${escapeHtml(params.code)}</strong></p>`
      : '',
    `<p style="color:#a9afb6">${escapeHtml(copy.outro)}</p>`,
    `<p style="color:#a9afb6;font-size:12px">Rookery · ${escapeHtml(params.siteUrl)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: copy.subject, text: lines.join('\n'), html };
}
