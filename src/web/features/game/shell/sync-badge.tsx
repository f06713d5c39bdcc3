import { CloudOff, CloudUpload, RefreshCw } from 'lucide-react';
import { useGameTranslation } from '../i18n';
import type { SyncStatus } from '../session';

/** Whether an online game's commands have reached the server. */
export function SyncBadge({ sync }: { sync: SyncStatus }) {
  const { t } = useGameTranslation();
  const icon =
    sync.state === 'offline' ? (
      <CloudOff aria-hidden="true" className="size-5 text-warn" />
    ) : sync.state === 'sending' ? (
      <RefreshCw aria-hidden="true" className="size-5 text-steel motion-safe:animate-spin" />
    ) : sync.state === 'error' ? (
      <CloudOff aria-hidden="true" className="size-5 text-danger-ink" />
    ) : (
      <CloudUpload aria-hidden="true" className="size-5 text-legal" />
    );
  return (
    <p role="status" className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-surface px-3 text-sm">
      {icon}
      {t(`sync.${sync.state}`, { pending: sync.pending })}
    </p>
  );
}
