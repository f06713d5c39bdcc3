import { CONTENT_ADMIN_PATHS, changelogSavedSchema } from '../../../../contracts/content-admin';
import { apiFetch } from '../../../lib/api';

/** Saves the changelog Markdown; the server refuses it when no version can be read. */
export const saveChangelog = (content: string) =>
  apiFetch(CONTENT_ADMIN_PATHS.changelog, changelogSavedSchema, { method: 'PUT', body: { content } });
