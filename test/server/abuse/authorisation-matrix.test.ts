import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArmyList } from '../../../src/domain/army/army-list';
import { makeList } from '../../fixtures/army';
import { SETUP_COMMANDS } from '../../fixtures/game';
import { createTestApp, type TestApp } from '../app';
import { signedUpMember, type TestMember } from '../members';
import { befriend, realtimeSocket } from '../social-helpers';
import { bannedMember, call, guest, ROLES, signedInAdmin, tester, type Role } from './cast';
import { distinctRoutes, recordRoutes, type RegisteredRoute } from './routes';

/**
 * Every route the server registers, called as each kind of caller, against the status the
 * table below declares. A route missing from the table fails the test: new routes must be
 * classified here before they ship.
 */

/**
 * '2xx' any success; a number that exact status; 'refused' 401 or 403 (no usable session);
 * 'denied' 401, 403 or 404; 'allowed' any status below 500 but 401/403.
 */
type Expect = '2xx' | 'refused' | 'denied' | 'allowed' | number;
type Expectations = Record<Role, Expect>;

interface Fixture {
  server: TestApp;
  cast: Record<Role, TestMember>;
  friend: TestMember;
  target: TestMember;
  gameId: string;
  joinCode: string;
  messageId: string;
  commentOnFriend: string;
  notificationId: string;
  toAccept: string;
  toDecline: string;
  toCancel: string;
  reportId: string;
  dataReportId: string;
  newsId: string;
  mailId: string;
  dataPackVersion: string;
  listId: string;
}

interface Entry {
  /** The path to call, with the route's parameters filled. */
  path: (f: Fixture) => string;
  body?: (f: Fixture, role: Role) => unknown | Promise<unknown>;
  expect: Expectations;
  /** Runs after the routes of lower phases (changes that would disturb other calls). */
  phase?: number;
  /** Registered only in some set-ups (the web app's fallback needs a built bundle). */
  optional?: boolean;
  /** Each role calls with a fresh account of its kind (the call ends or deletes the account). */
  fresh?: boolean;
}

/** Anyone, signed in or not. */
const PUBLIC = all('2xx');
/** Any signed-in member who is not banned. */
const MEMBERS = { ...all<Expect>('2xx'), guest: 401, banned: 'refused' } as Expectations;
/** Admins only. */
const ADMINS: Expectations = { guest: 401, banned: 'refused', other: 403, tester: 403, member: 403, admin: '2xx' };
/** Testers and admins (online play when an admin keeps play mode to testers). */
const TESTERS: Expectations = { guest: 401, banned: 'refused', other: 403, member: 403, tester: '2xx', admin: '2xx' };
/** The GoTrue admin API: the service-role key only, never a member's token. */
const SERVICE_ROLE: Expectations = { ...all<Expect>(403), guest: 401, banned: 'refused' } as Expectations;
/** A resource owned by `member`: nobody else may touch it. */
const OWNER: Expectations = {
  guest: 401,
  banned: 'refused',
  other: 'denied',
  tester: 'denied',
  admin: 'denied',
  member: '2xx',
};
/** A game the tester plays: nobody else, whatever their role, may read or change it. */
const GAME_PLAYER: Expectations = {
  guest: 401,
  banned: 'refused',
  other: 403,
  member: 403,
  tester: '2xx',
  admin: 'denied',
};
/** GoTrue endpoints for the signed-in user (a refused token is 403 bad_jwt there, no token 401). */
const AUTH_USER: Expectations = { ...all<Expect>('2xx'), guest: 401, banned: 'refused' } as Expectations;
/** Like AUTH_USER for an id that names nothing of the caller's. */
const AUTH_USER_NOT_FOUND: Expectations = { ...all<Expect>(404), guest: 401, banned: 'refused' } as Expectations;
function all<T extends Expect>(value: T): Expectations {
  return { guest: value, banned: value, other: value, tester: value, admin: value, member: value };
}

function armyList(id: string, name: string): ArmyList {
  const at = new Date().toISOString();
  return { ...makeList([{ unitId: 'warlord' }]), id, name, createdAt: at, updatedAt: at };
}
let serial = 0;
const setupCommands = () =>
  SETUP_COMMANDS.map((command) => ({ id: `setup-${(serial += 1)}`, at: new Date().toISOString(), command }));
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

async function currentIds(f: Fixture, key: 'rules' | 'faq', chapter?: string): Promise<string[]> {
  const content = (await (await f.cast.admin.api('/api/admin/content')).json()) as {
    chapters: Array<{ id: string; sections: Array<{ id: string }> }>;
    faq: Array<{ id: string }>;
  };
  if (key === 'faq') return content.faq.map((item) => item.id);
  if (!chapter) return content.chapters.map((item) => item.id);
  return content.chapters.find((item) => item.id === chapter)?.sections.map((item) => item.id) ?? [];
}

const TABLE: Record<string, Entry> = {
  // ---- Public reading ---------------------------------------------------------------------
  'GET /api/health': { path: () => '/api/health', expect: PUBLIC },
  'GET /api/openapi.json': { path: () => '/api/openapi.json', expect: PUBLIC },
  'POST /api/client-errors': {
    path: () => '/api/client-errors',
    body: () => ({ message: 'matrix', stack: 'at matrix', url: 'http://127.0.0.1/', release: '1' }),
    expect: all('2xx'),
  },
  'GET /api/content/rules': { path: () => '/api/content/rules', expect: PUBLIC },
  'GET /api/content/rules/:chapterId': { path: () => '/api/content/rules/actions', expect: PUBLIC },
  'GET /api/content/rules/:chapterId/sections/:sectionId': {
    path: () => '/api/content/rules/actions/sections/line-of-sight',
    expect: PUBLIC,
  },
  'GET /api/content/faq': { path: () => '/api/content/faq', expect: PUBLIC },
  'GET /api/content/faq/:sectionId': { path: () => `/api/content/faq/no-such-section`, expect: all(404) },
  'GET /api/content/news': { path: () => '/api/content/news', expect: PUBLIC },
  'GET /api/data-pack': { path: () => '/api/data-pack', expect: PUBLIC },
  'GET /api/data-pack/versions/:version': {
    path: (f) => `/api/data-pack/versions/${f.dataPackVersion}`,
    expect: PUBLIC,
  },
  'GET /api/stats/members': { path: () => '/api/stats/members', expect: PUBLIC },
  'GET /CHANGELOG.md': { path: () => '/CHANGELOG.md', expect: all('allowed') },
  // Without an upgrade there is nothing here; the socket itself is tested in jwt-abuse.test.ts.
  'GET /realtime/v1/websocket': { path: () => '/realtime/v1/websocket', expect: all(404) },
  'GET /storage/v1/object/public/:bucket/*': {
    path: () => '/storage/v1/object/public/avatars/nothing.png',
    expect: all(404),
  },
  'GET *': { path: () => '/no-such-page', expect: all('allowed'), optional: true },
  // With a built web app (dist/web): the app shell and its static files.
  'GET /': { path: () => '/', expect: all('allowed'), optional: true },
  'GET /app-shell': { path: () => '/app-shell', expect: all('allowed'), optional: true },
  'GET /*': { path: () => '/no-such-file.js', expect: all('allowed'), optional: true },
  // The built app's hashed files, kept in memory (an unknown name is the static plugin's 404).
  'GET /assets/:file': { path: () => '/assets/no-such-file.js', expect: all('allowed'), optional: true },
  // A provider's signed webhook, not a member's call; without DEPLOY_WEBHOOK_SECRET it does not exist.
  'POST /api/deployments': { path: () => '/api/deployments', body: () => ({}), expect: all(404) },

  // ---- The signed-in member's own account ---------------------------------------------------
  'GET /api/profiles/me': { path: () => '/api/profiles/me', expect: MEMBERS },
  'DELETE /api/profiles/me': { path: () => '/api/profiles/me', expect: MEMBERS, fresh: true, phase: 9 },
  'GET /api/profiles/me/export': { path: () => '/api/profiles/me/export', expect: MEMBERS },
  'PUT /api/profiles/me/avatar': {
    path: () => '/api/profiles/me/avatar',
    body: () => 'not an image',
    // A body that is no image is refused after the caller is known.
    expect: { ...MEMBERS, other: 'allowed', tester: 'allowed', admin: 'allowed', member: 'allowed' },
  },
  'PUT /api/profiles/me/avatar/emblem': {
    path: () => '/api/profiles/me/avatar/emblem',
    body: () => ({ faction: 'northern-tribes' }),
    expect: { ...MEMBERS, other: 'allowed', tester: 'allowed', admin: 'allowed', member: 'allowed' },
  },
  'DELETE /api/profiles/me/avatar': { path: () => '/api/profiles/me/avatar', expect: MEMBERS },
  'GET /api/social/profile': { path: () => '/api/social/profile', expect: MEMBERS },
  'PATCH /api/social/profile': {
    path: () => '/api/social/profile',
    body: () => ({ bio: 'Matrix bio' }),
    expect: MEMBERS,
  },
  'GET /api/social/profiles/:ref': {
    path: () => '/api/social/profiles/Amber',
    expect: { ...PUBLIC, banned: 'refused' },
  },
  'GET /api/social/profiles/:userId/comments': {
    path: (f) => `/api/social/profiles/${f.cast.member.id}/comments`,
    expect: { ...PUBLIC, banned: 'refused' },
  },
  // Only friends of the profile's owner (and the owner) may write there.
  'POST /api/social/profiles/:userId/comments': {
    path: (f) => `/api/social/profiles/${f.friend.id}/comments`,
    body: () => ({ body: 'Matrix comment' }),
    expect: { ...OWNER, admin: 403, other: 403, tester: 403 },
  },
  'GET /api/social/users': { path: () => '/api/social/users?q=Fenn', expect: MEMBERS },
  'GET /api/social/friends': { path: () => '/api/social/friends', expect: MEMBERS },
  'DELETE /api/social/friends/:userId': {
    path: (f) => `/api/social/friends/${f.friend.id}`,
    // Ending a friendship one does not have changes nothing.
    expect: { ...MEMBERS, other: 'allowed', tester: 'allowed', admin: 'allowed' },
    phase: 5,
  },
  'POST /api/social/friend-requests': {
    path: () => '/api/social/friend-requests',
    body: (f) => ({ user_id: f.target.id }),
    expect: MEMBERS,
  },
  'DELETE /api/social/friend-requests/:id': { path: (f) => `/api/social/friend-requests/${f.toCancel}`, expect: OWNER },
  'POST /api/social/friend-requests/:id/accept': {
    path: (f) => `/api/social/friend-requests/${f.toAccept}/accept`,
    expect: OWNER,
  },
  'POST /api/social/friend-requests/:id/decline': {
    path: (f) => `/api/social/friend-requests/${f.toDecline}/decline`,
    expect: OWNER,
  },
  'GET /api/social/conversations': { path: () => '/api/social/conversations', expect: MEMBERS },
  // Admins moderate: the admin's call removes the comment, so its author's later call finds nothing
  // (the author deleting their own comment is checked below).
  'DELETE /api/social/comments/:id': {
    path: (f) => `/api/social/comments/${f.commentOnFriend}`,
    expect: { ...OWNER, admin: '2xx', member: 404 },
    phase: 5,
  },
  // Reading a conversation with someone is always one's own conversation with them.
  'GET /api/social/messages/:userId': { path: (f) => `/api/social/messages/${f.friend.id}`, expect: MEMBERS },
  'POST /api/social/messages/:userId': {
    path: (f) => `/api/social/messages/${f.friend.id}`,
    body: () => ({ body: 'Matrix message' }),
    // Only friends may write to each other.
    expect: { ...OWNER, other: 403, tester: 403, admin: 403 },
  },
  'POST /api/social/messages/:userId/read': {
    path: (f) => `/api/social/messages/${f.friend.id}/read`,
    expect: MEMBERS,
  },
  'GET /api/social/blocks': { path: () => '/api/social/blocks', expect: MEMBERS },
  'POST /api/social/blocks': {
    path: () => '/api/social/blocks',
    body: (f) => ({ user_id: f.target.id }),
    expect: MEMBERS,
    phase: 4,
  },
  'DELETE /api/social/blocks/:userId': { path: (f) => `/api/social/blocks/${f.target.id}`, expect: MEMBERS, phase: 5 },
  'POST /api/social/reports': {
    path: () => '/api/social/reports',
    body: (f) => ({ kind: 'message', target_id: f.messageId, reason: 'spam' }),
    // Only someone who can see a message may report it.
    expect: OWNER,
  },
  'GET /api/social/reports': { path: () => '/api/social/reports', expect: ADMINS },
  'POST /api/social/reports/:id/resolve': {
    path: (f) => `/api/social/reports/${f.reportId}/resolve`,
    body: () => ({}),
    expect: ADMINS,
  },
  'DELETE /api/social/reports/:id/content': {
    path: (f) => `/api/social/reports/${f.reportId}/content`,
    // Deletes the reported message, which other rows read: after them.
    expect: ADMINS,
    phase: 8,
  },
  'GET /api/social/activity': { path: () => '/api/social/activity', expect: MEMBERS },
  'GET /api/notifications': { path: () => '/api/notifications', expect: MEMBERS },
  'POST /api/notifications/read-all': {
    path: () => '/api/notifications/read-all',
    body: () => ({}),
    expect: MEMBERS,
    phase: 5,
  },
  'POST /api/notifications/:id/read': {
    path: (f) => `/api/notifications/${f.notificationId}/read`,
    body: () => ({}),
    expect: OWNER,
  },

  // ---- Data problem reports: anyone with a session files one, admins answer --------------------
  'POST /api/data-reports': {
    path: () => '/api/data-reports',
    body: () => ({ subject_kind: 'unit', subject_id: 'orc-hunters', text: 'Matrix report' }),
    expect: MEMBERS,
  },
  'GET /api/data-reports': { path: () => '/api/data-reports', expect: MEMBERS },
  'GET /api/admin/data-reports': { path: () => '/api/admin/data-reports?status=open', expect: ADMINS },
  'POST /api/admin/data-reports/:id/answer': {
    path: (f) => `/api/admin/data-reports/${f.dataReportId}/answer`,
    body: () => ({ answer: 'Matrix answer' }),
    expect: ADMINS,
  },
  'POST /api/admin/data-reports/:id/fixed': {
    path: (f) => `/api/admin/data-reports/${f.dataReportId}/fixed`,
    body: (f) => ({ data_version: f.dataPackVersion }),
    expect: ADMINS,
  },

  // ---- Army lists in the cloud -------------------------------------------------------------
  'GET /api/lists': { path: () => '/api/lists', expect: MEMBERS },
  // The member's own list; for anyone else the id names no list of theirs.
  'GET /api/lists/:listId': {
    path: (f) => `/api/lists/${f.listId}`,
    expect: { ...OWNER, other: 404, tester: 404, admin: 404 },
  },
  // Saving under someone else's id makes a list of one's own, never touches theirs (checked below).
  'PUT /api/lists/:listId': {
    path: (f) => `/api/lists/${f.listId}`,
    body: (f, role) => ({ list: armyList(f.listId, `Saved by ${role}`) }),
    expect: MEMBERS,
    phase: 6,
  },
  // After the PUT above everyone has a list of their own under this id, and deletes only that.
  'DELETE /api/lists/:listId': { path: (f) => `/api/lists/${f.listId}`, expect: MEMBERS, phase: 7 },
  'POST /api/lists/:listId/short-link': {
    path: (f) => `/api/lists/${f.listId}/short-link`,
    body: () => ({}),
    expect: { ...OWNER, other: 404, tester: 404, admin: 404 },
  },
  // Anyone holding a short code may read that list.
  'GET /api/shared-lists/:code': { path: () => '/api/shared-lists/ZZZZZZZZZZ', expect: all(404) },
  'GET /api/members/:userId/lists': {
    path: (f) => `/api/members/${f.cast.member.id}/lists`,
    expect: { ...PUBLIC, banned: 'allowed' },
  },
  // An organiser's check: anyone may ask, nothing is stored, a short code shows only its verdict.
  'POST /api/list-checks': {
    path: () => '/api/list-checks',
    body: () => ({ links: ['ZZZZZZZZZZ'] }),
    expect: { ...PUBLIC, banned: 'allowed' },
  },
  // A collection is each member's own: saving writes only the caller's counts.
  'GET /api/collection': { path: () => '/api/collection', expect: MEMBERS },
  'PUT /api/collection': {
    path: () => '/api/collection',
    body: () => ({ items: [{ unitId: 'alborc', count: 2, updatedAt: '2026-11-22T10:00:00.000Z' }] }),
    expect: MEMBERS,
  },

  // ---- Online games -----------------------------------------------------------------------
  // Play mode is open to every member by default (decision 0019); the describe block below runs
  // the creating and joining routes again with the setting at members and at testers.
  // Anyone signed in may list their own games (none unless they play).
  'GET /api/games': { path: () => '/api/games', expect: MEMBERS },
  'POST /api/games': {
    path: () => '/api/games',
    body: () => ({ commands: setupCommands() }),
    expect: MEMBERS,
  },
  'POST /api/games/join': {
    path: () => '/api/games/join',
    body: () => ({ code: 'ZZZZ99' }),
    expect: { ...all<Expect>(404), guest: 401, banned: 'refused' } as Expectations,
  },
  // The tester owns this game; members and admins who are not players get nothing.
  'GET /api/games/:gameId': { path: (f) => `/api/games/${f.gameId}`, expect: GAME_PLAYER },
  'GET /api/games/:gameId/events': { path: (f) => `/api/games/${f.gameId}/events`, expect: GAME_PLAYER },
  'POST /api/games/:gameId/commands': {
    path: (f) => `/api/games/${f.gameId}/commands`,
    body: () => ({
      expectedSequence: 0,
      commands: [{ id: `undo-${(serial += 1)}`, at: new Date().toISOString(), command: { type: 'undo' } }],
    }),
    // The owner's undo may be refused by the game's rules, but never for who is asking.
    expect: { ...GAME_PLAYER, tester: 'allowed' },
  },

  // ---- Settings ---------------------------------------------------------------------------
  'GET /api/settings/play-mode': { path: () => '/api/settings/play-mode', expect: PUBLIC },
  // Puts back the default, so the calls around it are not disturbed.
  'PUT /api/admin/settings/play-mode': {
    path: () => '/api/admin/settings/play-mode',
    body: () => ({ audience: 'everyone' }),
    expect: ADMINS,
  },

  // ---- Administration ---------------------------------------------------------------------
  'GET /api/admin/users': { path: () => '/api/admin/users', expect: ADMINS },
  'DELETE /api/admin/users/:id': { path: (f) => `/api/admin/users/${f.target.id}`, expect: ADMINS, phase: 8 },
  'POST /api/admin/users/:id/roles': {
    path: (f) => `/api/admin/users/${f.target.id}/roles`,
    body: () => ({ tester: false }),
    expect: ADMINS,
  },
  'POST /api/admin/users/:id/ban': {
    path: (f) => `/api/admin/users/${f.target.id}/ban`,
    body: () => ({ banned: false }),
    expect: ADMINS,
  },
  'POST /api/admin/users/:id/deactivate': {
    path: (f) => `/api/admin/users/${f.target.id}/deactivate`,
    body: () => ({ deactivated: false }),
    expect: ADMINS,
  },
  'POST /api/admin/users/:id/link': {
    path: (f) => `/api/admin/users/${f.target.id}/link`,
    body: () => ({ type: 'recovery' }),
    expect: ADMINS,
  },
  // A sheet without the columns is refused as input (400) once the caller is known to be an admin.
  'POST /api/admin/units/validate-csv': {
    path: () => '/api/admin/units/validate-csv',
    body: () => ({ csv: 'a,b\n1,2' }),
    expect: { ...ADMINS, admin: 400 },
  },
  'GET /api/admin/units/versions': { path: () => '/api/admin/units/versions', expect: ADMINS },
  'POST /api/admin/units/publish': {
    path: () => '/api/admin/units/publish',
    body: () => ({ csv: 'not,a,unit,sheet' }),
    expect: { ...ADMINS, admin: 400 },
  },
  'POST /api/admin/units/rollback': {
    path: () => '/api/admin/units/rollback',
    body: () => ({ version: 'no-such-version' }),
    expect: { ...ADMINS, admin: 404 },
  },
  'GET /api/admin/units/export.csv': { path: () => '/api/admin/units/export.csv', expect: ADMINS },
  'POST /api/admin/invite': {
    path: () => '/api/admin/invite',
    body: () => ({ email: `invited.${Date.now()}@example.org` }),
    expect: ADMINS,
  },
  'GET /api/admin/stats': { path: () => '/api/admin/stats', expect: ADMINS },
  'GET /api/admin/status': { path: () => '/api/admin/status', expect: ADMINS },
  'GET /api/admin/alerts': { path: () => '/api/admin/alerts', expect: ADMINS },
  'POST /api/admin/alerts/test': { path: () => '/api/admin/alerts/test', body: () => ({}), expect: ADMINS },
  'GET /api/admin/mail': { path: () => '/api/admin/mail', expect: ADMINS },
  'GET /api/admin/mail/preview': { path: () => '/api/admin/mail/preview?template=recovery', expect: ADMINS },
  'POST /api/admin/mail/test': {
    path: () => '/api/admin/mail/test',
    body: () => ({ to: 'matrix@example.org' }),
    expect: ADMINS,
  },
  'POST /api/admin/mail/resend-confirmations': {
    path: () => '/api/admin/mail/resend-confirmations',
    body: () => ({}),
    expect: ADMINS,
  },
  'POST /api/admin/mail/:id/resend': {
    path: (f) => `/api/admin/mail/${f.mailId}/resend`,
    body: () => ({}),
    expect: ADMINS,
  },
  'GET /api/admin/flags': { path: () => '/api/admin/flags', expect: ADMINS },
  'PUT /api/admin/flags': { path: () => '/api/admin/flags', body: () => ({}), expect: ADMINS },
  'GET /api/admin/environment': { path: () => '/api/admin/environment', expect: ADMINS },
  // Reseeding puts the published content back, so it runs after the content editors.
  'POST /api/admin/reseed': { path: () => '/api/admin/reseed', body: () => ({}), expect: ADMINS, phase: 4 },
  // Admins only here (a local server); on a preview deployment every member gets a summary (see below).
  'GET /functions/v1/get-netlify-deployments': { path: () => '/functions/v1/get-netlify-deployments', expect: ADMINS },
  'GET /api/admin/content': { path: () => '/api/admin/content', expect: ADMINS },
  'POST /api/admin/content/rules': {
    path: () => '/api/admin/content/rules',
    body: () => ({ id: 'matrix-chapter', title: 'Matrix' }),
    expect: ADMINS,
  },
  'PUT /api/admin/content/rules/:chapterId': {
    path: () => '/api/admin/content/rules/about',
    body: () => ({ title: 'About' }),
    expect: ADMINS,
  },
  'DELETE /api/admin/content/rules/:chapterId': {
    path: () => '/api/admin/content/rules/matrix-chapter',
    expect: ADMINS,
    phase: 3,
  },
  'PUT /api/admin/content/rules-order': {
    path: () => '/api/admin/content/rules-order',
    body: async (f) => ({ ids: await currentIds(f, 'rules') }),
    expect: ADMINS,
  },
  'POST /api/admin/content/rules/:chapterId/sections': {
    path: () => '/api/admin/content/rules/about/sections',
    body: () => ({ id: 'matrix-section', title: 'Matrix', content: '' }),
    expect: ADMINS,
  },
  'PUT /api/admin/content/rules/:chapterId/sections/:sectionId': {
    path: () => '/api/admin/content/rules/about/sections/matrix-section',
    body: () => ({ title: 'Matrix', content: 'Matrix text' }),
    expect: ADMINS,
    phase: 1,
  },
  'DELETE /api/admin/content/rules/:chapterId/sections/:sectionId': {
    path: () => '/api/admin/content/rules/about/sections/matrix-section',
    expect: ADMINS,
    phase: 3,
  },
  'PUT /api/admin/content/rules/:chapterId/sections-order': {
    path: () => '/api/admin/content/rules/about/sections-order',
    body: async (f) => ({ ids: await currentIds(f, 'rules', 'about') }),
    expect: ADMINS,
    phase: 2,
  },
  'POST /api/admin/content/faq': {
    path: () => '/api/admin/content/faq',
    body: () => ({ id: 'matrix-faq', section: 'Matrix', content: '' }),
    expect: ADMINS,
  },
  'PUT /api/admin/content/faq/:sectionId': {
    path: () => '/api/admin/content/faq/matrix-faq',
    body: () => ({ section: 'Matrix', content: 'Matrix text' }),
    expect: ADMINS,
    phase: 1,
  },
  'DELETE /api/admin/content/faq/:sectionId': {
    path: () => '/api/admin/content/faq/matrix-faq',
    expect: ADMINS,
    phase: 3,
  },
  'PUT /api/admin/content/faq-order': {
    path: () => '/api/admin/content/faq-order',
    body: async (f) => ({ ids: await currentIds(f, 'faq') }),
    expect: ADMINS,
    phase: 2,
  },
  'POST /api/admin/content/news': {
    path: () => '/api/admin/content/news',
    body: () => ({ news_id: 'matrix-news-2', date: '2026-01-02', content_en: 'Matrix' }),
    expect: ADMINS,
  },
  'PUT /api/admin/content/news/:newsId': {
    path: (f) => `/api/admin/content/news/${f.newsId}`,
    body: () => ({ date: '2026-01-01', content_en: 'Matrix news' }),
    expect: ADMINS,
  },
  'DELETE /api/admin/content/news/:newsId': {
    path: (f) => `/api/admin/content/news/${f.newsId}`,
    expect: ADMINS,
    phase: 3,
  },
  'PUT /api/admin/content/changelog': {
    path: () => '/api/admin/content/changelog',
    body: () => ({ content: '# Changelog\n\n## [9.9.9] - 2026-01-01\n\n- Matrix' }),
    expect: ADMINS,
  },

  // ---- Accounts (GoTrue-compatible) -------------------------------------------------------
  'GET /auth/v1/health': { path: () => '/auth/v1/health', expect: PUBLIC },
  'GET /auth/v1/settings': { path: () => '/auth/v1/settings', expect: PUBLIC },
  'GET /auth/v1/.well-known/jwks.json': { path: () => '/auth/v1/.well-known/jwks.json', expect: PUBLIC },
  // Sign-up, sign-in and one-time codes are for anyone; an empty sign-up is an anonymous sign-in
  // (decision 0029), the other bodies are refused as input.
  'POST /auth/v1/signup': { path: () => '/auth/v1/signup', body: () => ({}), expect: PUBLIC },
  'POST /auth/v1/sso': { path: () => '/auth/v1/sso', body: () => ({ domain: 'example.org' }), expect: all(404) },
  'POST /auth/v1/token': { path: () => '/auth/v1/token?grant_type=password', body: () => ({}), expect: all(400) },
  'POST /auth/v1/otp': { path: () => '/auth/v1/otp', body: () => ({}), expect: all(400) },
  'POST /auth/v1/verify': { path: () => '/auth/v1/verify', body: () => ({}), expect: all(400) },
  'GET /auth/v1/verify': { path: () => '/auth/v1/verify', expect: all('allowed') },
  'POST /auth/v1/resend': { path: () => '/auth/v1/resend', body: () => ({}), expect: all(400) },
  'POST /auth/v1/recover': { path: () => '/auth/v1/recover', body: () => ({}), expect: all(400) },
  'GET /auth/v1/reauthenticate': { path: () => '/auth/v1/reauthenticate', expect: AUTH_USER },
  'POST /auth/v1/logout': { path: () => '/auth/v1/logout', expect: { ...AUTH_USER }, fresh: true, phase: 9 },
  'GET /auth/v1/user': { path: () => '/auth/v1/user', expect: AUTH_USER },
  'PUT /auth/v1/user': { path: () => '/auth/v1/user', body: () => ({ data: { matrix: true } }), expect: AUTH_USER },
  'GET /auth/v1/user/identities/authorize': {
    path: () => '/auth/v1/user/identities/authorize?provider=nowhere',
    expect: { ...all<Expect>(400), guest: 401, banned: 'refused' } as Expectations,
  },
  'DELETE /auth/v1/user/identities/:identityId': {
    path: () => `/auth/v1/user/identities/${NO_SUCH}`,
    expect: AUTH_USER_NOT_FOUND,
  },
  'POST /auth/v1/factors': {
    path: () => '/auth/v1/factors',
    body: () => ({ factor_type: 'totp' }),
    expect: AUTH_USER,
    fresh: true,
  },
  'DELETE /auth/v1/factors/:factorId': { path: () => `/auth/v1/factors/${NO_SUCH}`, expect: AUTH_USER_NOT_FOUND },
  'POST /auth/v1/factors/:factorId/challenge': {
    path: () => `/auth/v1/factors/${NO_SUCH}/challenge`,
    expect: AUTH_USER_NOT_FOUND,
  },
  'POST /auth/v1/factors/:factorId/verify': {
    path: () => `/auth/v1/factors/${NO_SUCH}/verify`,
    body: () => ({ code: '000000' }),
    expect: AUTH_USER_NOT_FOUND,
  },
  'GET /auth/v1/authorize': { path: () => '/auth/v1/authorize?provider=nowhere', expect: all(400) },
  'GET /auth/v1/callback': { path: () => '/auth/v1/callback', expect: all(400) },
  'GET /auth/v1/admin/users': { path: () => '/auth/v1/admin/users', expect: SERVICE_ROLE },
  'POST /auth/v1/admin/users': {
    path: () => '/auth/v1/admin/users',
    body: () => ({ email: 'x@example.org' }),
    expect: SERVICE_ROLE,
  },
  'GET /auth/v1/admin/users/:userId': { path: (f) => `/auth/v1/admin/users/${f.cast.member.id}`, expect: SERVICE_ROLE },
  'PUT /auth/v1/admin/users/:userId': {
    path: (f) => `/auth/v1/admin/users/${f.cast.member.id}`,
    body: () => ({ app_metadata: { role: 'admin' } }),
    expect: SERVICE_ROLE,
  },
  'DELETE /auth/v1/admin/users/:userId': {
    path: (f) => `/auth/v1/admin/users/${f.cast.member.id}`,
    expect: SERVICE_ROLE,
  },
  'GET /auth/v1/admin/users/:userId/factors': {
    path: (f) => `/auth/v1/admin/users/${f.cast.member.id}/factors`,
    expect: SERVICE_ROLE,
  },
  'DELETE /auth/v1/admin/users/:userId/factors/:factorId': {
    path: (f) => `/auth/v1/admin/users/${f.cast.member.id}/factors/${NO_SUCH}`,
    expect: SERVICE_ROLE,
  },
  'POST /auth/v1/admin/generate_link': {
    path: () => '/auth/v1/admin/generate_link',
    body: (f) => ({ type: 'recovery', email: f.cast.member.email }),
    expect: SERVICE_ROLE,
  },
  'POST /auth/v1/invite': {
    path: () => '/auth/v1/invite',
    body: () => ({ email: 'y@example.org' }),
    expect: SERVICE_ROLE,
  },
};

function matches(status: number, expected: Expect): boolean {
  if (status >= 500) return false;
  if (expected === '2xx') return status >= 200 && status < 300;
  if (expected === 'refused') return status === 401 || status === 403;
  if (expected === 'denied') return status === 401 || status === 403 || status === 404;
  if (expected === 'allowed') return status !== 401 && status !== 403;
  return status === expected;
}

let server: TestApp;
let routes: RegisteredRoute[];
let fixture: Fixture;

async function freshOfKind(role: Role): Promise<TestMember> {
  if (role === 'guest') return guest(server);
  if (role === 'admin') return signedInAdmin(server);
  if (role === 'tester') return tester(server, fixture.cast.admin, 'Fresh tester');
  if (role === 'banned') return bannedMember(server, fixture.cast.admin, 'Fresh banned');
  return signedUpMember(server, 'Fresh member');
}

beforeAll(async () => {
  const recorder = recordRoutes();
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '1000' });
  recorder.stop();
  routes = distinctRoutes(recorder.routes);

  const admin = await signedInAdmin(server);
  const [member, other, friend, target, p1, p2, p3] = await Promise.all([
    signedUpMember(server, 'Amber'),
    signedUpMember(server, 'Brent'),
    signedUpMember(server, 'Fenn'),
    signedUpMember(server, 'Tarn'),
    signedUpMember(server, 'Pia'),
    signedUpMember(server, 'Pol'),
    signedUpMember(server, 'Pru'),
  ]);
  const testerMember = await tester(server, admin);
  const banned = await bannedMember(server, admin);
  await befriend(member, friend);
  const json = async (response: Response | Promise<Response>, status = 201) => {
    const resolved = await response;
    const body = await resolved.json();
    expect(resolved.status, JSON.stringify(body)).toBe(status);
    return body;
  };
  const message = await json(
    friend.api(`/api/social/messages/${member.id}`, { method: 'POST', body: { body: 'Hello Amber' } }),
  );
  const comment = await json(
    member.api(`/api/social/profiles/${friend.id}/comments`, { method: 'POST', body: { body: 'Nice army' } }),
  );
  const toAccept = await json(p1.api('/api/social/friend-requests', { method: 'POST', body: { user_id: member.id } }));
  const toDecline = await json(p2.api('/api/social/friend-requests', { method: 'POST', body: { user_id: member.id } }));
  const toCancel = await json(member.api('/api/social/friend-requests', { method: 'POST', body: { user_id: p3.id } }));
  const report = await json(
    member.api('/api/social/reports', {
      method: 'POST',
      body: { kind: 'message', target_id: message.id, reason: 'spam' },
    }),
  );
  const dataReport = await json(
    member.api('/api/data-reports', {
      method: 'POST',
      body: { subject_kind: 'unit', subject_id: 'orc-hunters', text: 'Matrix fixture' },
    }),
  );
  const notifications = (await json(member.api('/api/notifications'), 200)).notifications as Array<{ id: string }>;
  const game = await json(
    testerMember.api('/api/games', {
      method: 'POST',
      body: { commands: setupCommands() },
    }),
  );
  await json(
    admin.api('/api/admin/content/news', {
      method: 'POST',
      body: { news_id: 'matrix-news', date: '2026-01-01', content_en: 'Matrix' },
    }),
  );
  await json(
    member.api('/api/lists/matrix-list', { method: 'PUT', body: { list: armyList('matrix-list', 'Amber raiders') } }),
  );
  const [mail] = await server.app.db.query<{ id: string }>(
    'SELECT id FROM email_outbox ORDER BY created_at DESC LIMIT 1',
  );
  const pack = await json(fetch(`${server.baseUrl}/api/data-pack`), 200);
  fixture = {
    server,
    cast: { guest: guest(server), banned, other, tester: testerMember, admin, member },
    friend,
    target,
    gameId: game.id,
    joinCode: game.joinCode,
    messageId: message.id,
    commentOnFriend: comment.id,
    notificationId: notifications[0]!.id,
    toAccept: toAccept.id,
    toDecline: toDecline.id,
    toCancel: toCancel.id,
    reportId: report.id,
    dataReportId: dataReport.id,
    newsId: 'matrix-news',
    mailId: mail!.id,
    listId: 'matrix-list',
    dataPackVersion: String(pack.version ?? pack.meta?.version ?? 'latest'),
  };
}, 120_000);
afterAll(async () => server?.close());

describe('authorisation matrix', () => {
  it('classifies every registered route', () => {
    const unclassified = routes.map((route) => `${route.method} ${route.url}`).filter((key) => !(key in TABLE));
    expect(unclassified, 'routes missing from the authorisation table').toEqual([]);
    const stale = Object.keys(TABLE).filter(
      (key) => !TABLE[key]!.optional && !routes.some((route) => `${route.method} ${route.url}` === key),
    );
    expect(stale, 'table entries for routes that no longer exist').toEqual([]);
  });

  it('answers every route for every kind of caller as the table declares', async () => {
    const failures: string[] = [];
    const actual: string[] = [];
    const entries = routes
      .map((route) => ({
        key: `${route.method} ${route.url}`,
        method: route.method,
        entry: TABLE[`${route.method} ${route.url}`],
      }))
      .filter((item): item is { key: string; method: string; entry: Entry } => Boolean(item.entry))
      .sort((a, b) => (a.entry.phase ?? 0) - (b.entry.phase ?? 0));
    let calls = 0;
    for (const { key, method, entry } of entries) {
      const row: string[] = [];
      for (const role of ROLES) {
        const caller = entry.fresh ? await freshOfKind(role) : fixture.cast[role];
        const body = entry.body ? await entry.body(fixture, role) : undefined;
        const response = await call(server, caller, entry.path(fixture), { method, body });
        calls += 1;
        const text = await response.text();
        row.push(`${role}=${response.status}`);
        if (!matches(response.status, entry.expect[role])) {
          failures.push(`${key} as ${role}: ${response.status} (expected ${entry.expect[role]}) ${text.slice(0, 200)}`);
        }
      }
      actual.push(`${key}: ${row.join(' ')}`);
    }
    if (process.env.MATRIX_PRINT) console.log(actual.join('\n'));
    console.info(`authorisation matrix: ${entries.length} routes x ${ROLES.length} roles = ${calls} calls`);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe("one member's things", () => {
  it('cannot be read or changed by another member, and nothing in the database moves', async () => {
    const admin = fixture.cast.admin;
    const [owner, intruder, pal] = await Promise.all([
      tester(server, admin, 'Owner'),
      tester(server, admin, 'Intruder'),
      signedUpMember(server, 'Pal'),
    ]);
    await befriend(owner, pal);
    const created = async (response: Promise<Response>) => {
      const resolved = await response;
      expect(resolved.status).toBeLessThan(300);
      return resolved.json();
    };
    const list = armyList('owned-list', 'Owner raiders');
    await created(owner.api('/api/lists/owned-list', { method: 'PUT', body: { list } }));
    const game = await created(owner.api('/api/games', { method: 'POST', body: { commands: setupCommands() } }));
    const message = await created(
      owner.api(`/api/social/messages/${pal.id}`, { method: 'POST', body: { body: 'Secret plan' } }),
    );
    const comment = await created(
      owner.api(`/api/social/profiles/${pal.id}/comments`, { method: 'POST', body: { body: 'Mine' } }),
    );
    await created(pal.api(`/api/social/messages/${owner.id}`, { method: 'POST', body: { body: 'Secret reply' } }));
    const [notification] = (await created(owner.api('/api/notifications'))).notifications as Array<{ id: string }>;
    expect(notification).toBeDefined();

    const snapshot = async () => ({
      lists: await server.app.db.query('SELECT * FROM army_lists WHERE owner_id = $1 ORDER BY id', [owner.id]),
      games: await server.app.db.query('SELECT * FROM games WHERE host_id = $1', [owner.id]),
      events: await server.app.db.query('SELECT count(*)::int AS n FROM game_events WHERE game_id = $1', [game.id]),
      notifications: await server.app.db.query('SELECT * FROM notifications WHERE recipient_id = $1 ORDER BY id', [
        owner.id,
      ]),
      messages: await server.app.db.query(
        'SELECT * FROM direct_messages WHERE sender_id = $1 OR recipient_id = $1 ORDER BY id',
        [owner.id],
      ),
      comments: await server.app.db.query('SELECT * FROM profile_comments WHERE author_id = $1 ORDER BY id', [
        owner.id,
      ]),
      reports: await server.app.db.query('SELECT count(*)::int AS n FROM content_reports'),
    });
    const before = await snapshot();

    const status = async (path: string, init: { method?: string; body?: unknown } = {}) => {
      const response = await intruder.api(path, init);
      const text = await response.text();
      return { status: response.status, text };
    };
    // The list: not readable, no short link, and saving or deleting under its id touches only the intruder's own.
    expect((await status('/api/lists/owned-list')).status).toBe(404);
    expect((await status('/api/lists/owned-list/short-link', { method: 'POST', body: {} })).status).toBe(404);
    expect((await status('/api/lists')).text).not.toContain('Owner raiders');
    expect((await status(`/api/members/${owner.id}/lists`)).text).not.toContain('Owner raiders');
    expect(
      (await status('/api/lists/owned-list', { method: 'PUT', body: { list: { ...list, name: 'Stolen' } } })).status,
    ).toBe(201);
    expect((await status('/api/lists/owned-list', { method: 'DELETE' })).status).toBe(204);
    // The game: neither readable nor playable by another tester.
    expect((await status(`/api/games/${game.id}`)).status).toBe(403);
    expect((await status(`/api/games/${game.id}/events`)).status).toBe(403);
    const undo = { id: 'intruder-undo', at: new Date().toISOString(), command: { type: 'undo' } };
    expect(
      (
        await status(`/api/games/${game.id}/commands`, {
          method: 'POST',
          body: { expectedSequence: game.sequence, commands: [undo] },
        })
      ).status,
    ).toBe(403);
    expect((await status('/api/games')).text).not.toContain(game.id);
    // The notification: not markable, not listed.
    expect((await status(`/api/notifications/${notification!.id}/read`, { method: 'POST', body: {} })).status).toBe(
      404,
    );
    expect((await status('/api/notifications')).text).not.toContain(notification!.id);
    // The messages: the intruder only ever sees their own (empty) conversations.
    for (const path of [
      `/api/social/messages/${owner.id}`,
      `/api/social/messages/${pal.id}`,
      '/api/social/conversations',
    ]) {
      const seen = await status(path);
      expect(seen.status).toBe(200);
      expect(seen.text).not.toContain('Secret');
    }
    expect((await status(`/api/social/messages/${pal.id}/read`, { method: 'POST', body: {} })).status).toBeLessThan(
      300,
    );
    expect(
      (await status(`/api/social/messages/${pal.id}`, { method: 'POST', body: { body: 'Let me in' } })).status,
    ).toBe(403);
    expect(
      (
        await status('/api/social/reports', {
          method: 'POST',
          body: { kind: 'message', target_id: message.id, reason: 'spam' },
        })
      ).status,
    ).toBe(404);
    // The comment: someone else's, on someone else's profile.
    expect((await status(`/api/social/comments/${comment.id}`, { method: 'DELETE' })).status).toBe(403);

    expect(await snapshot()).toEqual(before);
    // The owner still can.
    expect((await owner.api('/api/lists/owned-list')).status).toBe(200);
    expect((await owner.api(`/api/social/comments/${comment.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('cannot be followed live by another member on the realtime socket', async () => {
    const admin = fixture.cast.admin;
    const [owner, intruder, pal] = await Promise.all([
      tester(server, admin, 'Live owner'),
      tester(server, admin, 'Live intruder'),
      signedUpMember(server, 'Live pal'),
    ]);
    await befriend(owner, pal);
    const sent = await owner.api(`/api/social/messages/${pal.id}`, { method: 'POST', body: { body: 'Just us' } });
    const { conversation_id: conversationId } = (await sent.json()) as { conversation_id: string };
    const created = await owner.api('/api/games', { method: 'POST', body: { commands: setupCommands() } });
    const game = (await created.json()) as { id: string; spectatorCode?: string };

    const spy = await realtimeSocket(server.baseUrl, intruder.token);
    const channels = [`dm:${conversationId}`, `game:${game.id}`, `notifications:${owner.id}`, 'watch:NoSuchCode123'];
    for (const [index, channel] of channels.entries()) {
      spy.send({ type: 'join', channel, ref: `r${index}` });
      const answer = await spy.next((message) => message.ref === `r${index}`);
      expect(answer, channel).toMatchObject({ type: 'error', code: 'forbidden' });
    }
    // New messages and notifications for the owner reach the owner's channels only.
    const own = await realtimeSocket(server.baseUrl, owner.token);
    own.send({ type: 'join', channel: `dm:${conversationId}`, ref: 'own' });
    expect(await own.next((message) => message.ref === 'own')).not.toMatchObject({ type: 'error' });
    expect(
      (await pal.api(`/api/social/messages/${owner.id}`, { method: 'POST', body: { body: 'Secret answer' } })).status,
    ).toBe(201);
    await own.next((message) => JSON.stringify(message).includes('Secret answer'));
    // The hub sent the event to every subscriber at once, and a socket's answers keep their order:
    // once the spy's ping is answered, anything sent its way for that event has arrived.
    spy.send({ type: 'ping' });
    expect(await spy.next((message) => message.type === 'pong')).toEqual({ type: 'pong' });
    expect(JSON.stringify(spy.messages)).not.toContain('Secret answer');
    expect(spy.messages.filter((message) => message.type === 'event')).toEqual([]);
    spy.ws.close();
    own.ws.close();
  });
});

describe('play mode as the admin sets it', () => {
  const setAudience = async (audience: 'everyone' | 'members' | 'testers') => {
    const response = await fixture.cast.admin.api('/api/admin/settings/play-mode', {
      method: 'PUT',
      body: { audience },
    });
    expect(response.status).toBe(200);
  };
  /** Creating and joining games: the routes the setting governs (a game under way stays its players'). */
  const governed = [
    { method: 'POST', path: '/api/games', body: () => ({ commands: setupCommands() }), ok: '2xx' as Expect },
    { method: 'POST', path: '/api/games/join', body: () => ({ code: 'ZZZZ99' }), ok: 404 as Expect },
  ];
  const check = async (expectations: (ok: Expect) => Expectations) => {
    const failures: string[] = [];
    for (const route of governed) {
      const expected = expectations(route.ok);
      for (const role of ROLES) {
        const response = await call(server, fixture.cast[role], route.path, {
          method: route.method,
          body: route.body(),
        });
        if (!matches(response.status, expected[role])) {
          failures.push(`${route.method} ${route.path} as ${role}: ${response.status} (expected ${expected[role]})`);
        }
      }
    }
    expect(failures).toEqual([]);
  };

  it('keeps online play to testers and admins when set to testers, and to members when set to members', async () => {
    try {
      await setAudience('testers');
      await check((ok) => ({ ...TESTERS, tester: ok, admin: ok }));
      const refused = await fixture.cast.member.api('/api/games', { method: 'POST', body: { commands: [] } });
      expect(await refused.json()).toMatchObject({ code: 'play_mode.testers_only' });
      // The tester's game under way stays theirs to play.
      expect((await call(server, fixture.cast.tester, `/api/games/${fixture.gameId}`)).status).toBe(200);
      await setAudience('members');
      await check((ok) => ({ ...all<Expect>(ok), guest: 401, banned: 'refused' }) as Expectations);
    } finally {
      await setAudience('everyone');
    }
  });

  it('is not opened to a plain member by a Host or X-Forwarded-Host naming a preview', async () => {
    const plain = await signedUpMember(server, 'Spoofer');
    await setAudience('testers');
    try {
      for (const headers of [
        { host: 'deploy-preview-7--rookery.netlify.app' },
        { 'x-forwarded-host': 'staging.example.org' },
      ]) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/games/join',
          payload: { code: 'ABCD23' },
          headers: { ...headers, authorization: `Bearer ${plain.token}` },
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json()).toMatchObject({ code: 'play_mode.testers_only' });
      }
    } finally {
      await setAudience('everyone');
    }
  });

  it('is open to every member on a deployment configured with a preview address, even when set to testers', async () => {
    const preview = await createTestApp({ SITE_URL: 'https://deploy-preview-7--rookery.netlify.app' });
    try {
      const admin = await signedInAdmin(preview);
      const setting = await admin.api('/api/admin/settings/play-mode', {
        method: 'PUT',
        body: { audience: 'testers' },
      });
      expect(setting.status).toBe(200);
      const plain = await signedUpMember(preview, 'Previewer');
      const response = await plain.api('/api/games/join', { method: 'POST', body: { code: 'ABCD23' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'join_code.unknown' });
    } finally {
      await preview.close();
    }
  });
});

describe('the deployments function', () => {
  const PATH = '/functions/v1/get-netlify-deployments';

  it('is not opened to a plain member by a Host or X-Forwarded-Host naming a preview', async () => {
    const plain = await signedUpMember(server, 'Onlooker');
    for (const headers of [
      { host: 'deploy-preview-7--rookery.netlify.app' },
      { 'x-forwarded-host': 'staging.example.org' },
    ]) {
      const response = await server.app.inject({
        method: 'GET',
        url: PATH,
        headers: { ...headers, authorization: `Bearer ${plain.token}` },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('answers every signed-in member on a deployment configured with a preview address, never guests or the banned', async () => {
    const preview = await createTestApp({
      SITE_URL: 'https://deploy-preview-7--rookery.netlify.app',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    });
    try {
      const admin = await signedInAdmin(preview);
      const cast: Record<Role, TestMember> = {
        guest: guest(preview),
        banned: await bannedMember(preview, admin),
        other: await signedUpMember(preview, 'Ola'),
        tester: await tester(preview, admin),
        admin,
        member: await signedUpMember(preview, 'Mia'),
      };
      const failures: string[] = [];
      for (const role of ROLES) {
        const response = await call(preview, cast[role], PATH);
        if (!matches(response.status, MEMBERS[role])) failures.push(`${role}: ${response.status}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await preview.close();
    }
  });
});
