/** Route paths and names shared by server and web. Kept free of the schema library so the
 *  first page load can import them cheaply. */
export const HEALTH_PATH = '/api/health';
/** The OpenAPI description of the HTTP API, generated from these contracts. */
export const OPENAPI_PATH = '/api/openapi.json';
export const CLIENT_CONFIG_META = 'rookery-config';
/** The realtime hub's websocket (src/server/realtime). */
export const REALTIME_PATH = '/realtime/v1/websocket';

/** Accounts: the signed-in member's profile, its data export, and the public member count. */
export const PROFILE_ME_PATH = '/api/profiles/me';
export const PROFILE_EXPORT_PATH = '/api/profiles/me/export';
export const MEMBER_COUNT_PATH = '/api/stats/members';

/** One data pack version as published (never changes): lists made with it, and pages drawn with it. */
export const dataPackVersionPath = (version: string) => `/api/data-pack/versions/${encodeURIComponent(version)}`;

/** Who may use play mode: anyone reads it (GET), admins change it (PUT the admin path). */
export const PLAY_MODE_SETTING_PATH = '/api/settings/play-mode';
export const ADMIN_PLAY_MODE_SETTING_PATH = '/api/admin/settings/play-mode';
