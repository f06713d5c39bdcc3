import type { TFunction } from 'i18next';
import { USERNAME_MAX_LENGTH, type CredentialIssue } from '../../../domain/auth/credentials';

/** Words for a form problem found before asking the server (spec §5 texts for the first two). */
export const issueText = (issue: CredentialIssue, t: TFunction<'auth'>) =>
  t(`issues.${issue}`, { max: USERNAME_MAX_LENGTH });
