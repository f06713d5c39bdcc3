import 'i18next';
import type translation from '../i18n/en.json';
import type admin from '../i18n/admin/en.json';
import type apiReference from '../i18n/api-reference/en.json';
import type adminContent from '../i18n/admin-content/en.json';
import type auth from '../i18n/auth/en.json';
import type builder from '../i18n/builder/en.json';
import type collection from '../i18n/collection/en.json';
import type content from '../i18n/content/en.json';
import type dataReports from '../i18n/data-reports/en.json';
import type game from '../i18n/game/en.json';
import type legal from '../i18n/legal/en.json';
import type missions from '../i18n/missions/en.json';
import type news from '../i18n/news/en.json';
import type notifications from '../i18n/notifications/en.json';
import type pwa from '../i18n/pwa/en.json';
import type session from '../i18n/session/en.json';
import type social from '../i18n/social/en.json';
import type unitData from '../i18n/unit-data/en.json';

/**
 * Keys are typed from the English texts, the source every other language is checked against, so a
 * key no English text has fails the type-check. Types only: no language is bundled for them.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    returnNull: false;
    resources: {
      translation: typeof translation;
      admin: typeof admin;
      'admin-content': typeof adminContent;
      'api-reference': typeof apiReference;
      auth: typeof auth;
      builder: typeof builder;
      collection: typeof collection;
      content: typeof content;
      dataReports: typeof dataReports;
      game: typeof game;
      legal: typeof legal;
      missions: typeof missions;
      news: typeof news;
      notifications: typeof notifications;
      pwa: typeof pwa;
      session: typeof session;
      social: typeof social;
      'unit-data': typeof unitData;
    };
  }
}
