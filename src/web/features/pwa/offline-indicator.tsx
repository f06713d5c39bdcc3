import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/connectivity';
import './i18n';

/**
 * The header's calm word that the server cannot be reached (issue 21): instead of an error toast
 * from every background fetch, one pill while offline, gone when the connection returns and the
 * app has caught up. The status region stays in the page so the change is announced.
 */
export function OfflineIndicator() {
  const { t } = useTranslation('pwa');
  const connection = useConnection();
  return (
    <div role="status" className="flex">
      {connection === 'online' ? null : (
        <span
          title={t('connection.explain')}
          className="inline-flex items-center gap-1.5 rounded-full border border-warn/50 bg-warn/10 px-2 py-1 text-xs font-semibold whitespace-nowrap text-warn sm:px-2.5"
        >
          <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          {/* Phones keep the icon only: the header has no room for the words beside the menus. */}
          <span className="sr-only sm:not-sr-only">
            {connection === 'offline' ? t('connection.offline') : t('connection.unreachable')}
          </span>
          <span className="sr-only">. {t('connection.explain')}</span>
        </span>
      )}
    </div>
  );
}
