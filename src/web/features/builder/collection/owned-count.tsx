import { useCollectionTranslation } from './i18n';

/** "Owned: 2" on a unit card, for players who keep a collection. */
export function OwnedCount({ count }: { count: number }) {
  const { t } = useCollectionTranslation();
  return <span className={`ml-2 ${count > 0 ? 'text-legal' : 'text-steel'}`}>{t('builder.owned', { count })}</span>;
}
