import type { ComponentProps } from 'react';
import { useBuilderTranslation } from '../i18n';
import { SavedListsPanel } from './saved-lists-panel';

/** The saved lists, folded away under the list being built. */
export function SavedListsSection(props: ComponentProps<typeof SavedListsPanel>) {
  const { t } = useBuilderTranslation();
  return (
    <details className="rounded-xl border border-line bg-surface/60 p-3">
      <summary className="min-h-8 cursor-pointer font-semibold text-ink">{t('saved.title')}</summary>
      <div className="mt-3">
        <SavedListsPanel {...props} />
      </div>
    </details>
  );
}
