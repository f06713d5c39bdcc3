import { useTranslation } from 'react-i18next';
import { CollectionView } from '../../features/builder/collection/collection-view';
import { DataPackNotice } from '../../features/builder/data-pack/data-pack-notice';
import { useDataPack } from '../../features/builder/data-pack/use-data-pack';
import { Spinner } from '../../ui/spinner';

export function CollectionPage() {
  const { t } = useTranslation();
  const { data } = useDataPack();
  if (!data) return <Spinner label={t('app.loading')} />;
  return (
    <>
      <DataPackNotice loaded={data} />
      <CollectionView pack={data.pack} />
    </>
  );
}
