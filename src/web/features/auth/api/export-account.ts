import { accountExportSchema, PROFILE_EXPORT_PATH } from '../../../../contracts/profiles';
import { apiFetch } from '../../../lib/api';

export const exportAccount = () => apiFetch(PROFILE_EXPORT_PATH, accountExportSchema);
