/** Route paths and names shared by server and web. Kept free of the schema library so the
 *  first page load can import them cheaply. */
export const HEALTH_PATH = '/api/health';
export const CLIENT_CONFIG_META = 'rookery-config';

/** Accounts: the signed-in member's profile, its data export, and the public member count. */
export const PROFILE_ME_PATH = '/api/profiles/me';
export const PROFILE_EXPORT_PATH = '/api/profiles/me/export';
export const MEMBER_COUNT_PATH = '/api/stats/members';

/** Who may use play mode: anyone reads it (GET), admins change it (PUT the admin path). */
export const PLAY_MODE_SETTING_PATH = '/api/settings/play-mode';
export const ADMIN_PLAY_MODE_SETTING_PATH = '/api/admin/settings/play-mode';
