import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import type { Environment } from '../../../../domain/environment';
import { setContentModeChoice, useContentModeChoice } from '../../../lib/content-mode';
import { AdminPanel } from '../admin-panel';
import { AdminQueryState } from '../admin-query-state';
import { environmentQuery } from '../api/get-environment';
import { Switch } from '../../../ui/switch';
import '../i18n';

/**
 * Where this is running: the browser's environment, the server's mode and the app and data
 * versions; on a local host, the choice between local and live content for this browser.
 */
export function EnvironmentPanel({ environment }: { environment: Environment }) {
  const { t } = useTranslation('admin');
  const server = useQuery(environmentQuery());
  const storedContentMode = useContentModeChoice();
  const onLocalHost = environment === 'local';
  const rows: Array<[string, string]> = [[t('environment.browser'), t(`environment.kinds.${environment}`)]];
  if (server.data) {
    rows.push(
      [t('environment.server'), server.data.nodeEnv],
      [t('environment.appVersion'), server.data.appVersion],
      [t('environment.dataVersion'), server.data.dataVersion],
      [t('environment.database'), server.data.database],
      [t('environment.mailTransport'), server.data.mailTransport],
      [t('environment.siteUrl'), server.data.siteUrl],
    );
  }
  return (
    <AdminPanel title={t('environment.title')}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-steel">{label}</dt>
            <dd className="font-semibold break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <Switch
        label={t('environment.contentMode.label')}
        description={onLocalHost ? t('environment.contentMode.description') : t('environment.contentMode.localOnly')}
        checked={onLocalHost && storedContentMode !== 'live'}
        disabled={!onLocalHost}
        onChange={(on) => {
          setContentModeChoice(on ? 'local' : 'live');
          toast.success(on ? t('environment.contentMode.local') : t('environment.contentMode.live'));
        }}
      />
      <AdminQueryState query={server}>{() => null}</AdminQueryState>
    </AdminPanel>
  );
}
