/** Storage paths shared by server and web, free of the schema library so the landing page can import them cheaply. */

/** Public files: `/storage/v1/object/public/<bucket>/<path>`. */
export const STORAGE_PUBLIC_PREFIX = '/storage/v1/object/public';
export const publicObjectUrl = (bucket: string, key: string) =>
  `${STORAGE_PUBLIC_PREFIX}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** Buckets anyone may read. */
export const PUBLIC_BUCKETS = { avatars: 'avatars', site: 'site' } as const;
export type PublicBucket = (typeof PUBLIC_BUCKETS)[keyof typeof PUBLIC_BUCKETS];

/** The logo the landing page shows, put in the store when the server starts (spec §7 "Static"). */
export const SITE_LOGO_KEY = 'logo.svg';
export const SITE_LOGO_URL = publicObjectUrl(PUBLIC_BUCKETS.site, SITE_LOGO_KEY);

/** The faction emblems members may pick as their avatar, drawn for Rookery and stored at start. */
export const emblemKey = (factionId: string) => `emblems/${factionId}.svg`;
export const emblemUrl = (factionId: string) => publicObjectUrl(PUBLIC_BUCKETS.site, emblemKey(factionId));
