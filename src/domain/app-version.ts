/** The application version shown to users (spec §9). package.json carries the same number. */
export const APP_VERSION = '0.5.15';
