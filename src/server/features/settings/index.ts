/** What other features may use of the site settings. */
export { settingsRepository, type SettingsRepository } from './settings-repository';
export { readPlayModeAudience, writePlayModeAudience } from './play-mode';
