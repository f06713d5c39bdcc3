import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_PATHS, mailPreviewQuerySchema, mailPreviewSchema } from '../../../../contracts/admin';
import { LANGUAGES, type Language } from '../../../../domain/i18n/language';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export type MailTemplate = z.infer<typeof mailPreviewQuerySchema>['template'];
export const MAIL_TEMPLATES: readonly MailTemplate[] = mailPreviewQuerySchema.shape.template.options;
export const MAIL_LANGUAGES = LANGUAGES;

export const getMailPreview = (template: MailTemplate, language: Language) =>
  apiFetch(`${ADMIN_PATHS.mailPreview}?${new URLSearchParams({ template, language })}`, mailPreviewSchema);

/** A template rendered with example values; templates only change with a release. */
export const mailPreviewQuery = (template: MailTemplate, language: Language) =>
  queryOptions({
    queryKey: adminKeys.mailPreview(template, language),
    queryFn: () => getMailPreview(template, language),
    staleTime: 5 * 60_000,
  });
