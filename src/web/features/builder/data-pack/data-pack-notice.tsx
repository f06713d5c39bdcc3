import { WifiOff } from 'lucide-react';
import { useBuilderTranslation } from '../i18n';
import type { LoadedDataPack } from './page-pack';

/** Says so when the unit data on screen is an offline copy rather than the server's. */
export function DataPackNotice({ loaded }: { loaded: LoadedDataPack }) {
  const { t } = useBuilderTranslation();
  if (loaded.origin === 'server') return null;
  return (
    <p role="status" className="mx-auto mt-3 flex w-full max-w-6xl items-center gap-2 px-4 text-sm text-warn">
      <WifiOff aria-hidden="true" className="size-4" />
      {t(loaded.origin === 'cache' ? 'dataPack.offline' : 'dataPack.bundled', { version: loaded.pack.version })}
    </p>
  );
}
