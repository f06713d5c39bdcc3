import { ClipboardPaste } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack, FactionId } from '../../../../domain/army/data-pack-schema';
import { buttonStyles } from '../../../ui/button-styles';
import { Dialog } from '../../../ui/dialog';
import { useBuilderTranslation } from '../i18n';
import { newListId, nowIso } from '../list/use-army-builder';
import { packText } from '../units/pack-text';
import { replaceLineName } from './apply-suggestion';
import { ImportFindings } from './import-findings';
import { importOptions } from './import-options';
import { readPasted } from './read-pasted';

/**
 * Paste a list (our text export in any language, a share link or code, another builder's export,
 * or loose lines), see what it becomes and every line that needs a look, then open it as a new
 * list in the builder.
 */
export function ImportDialog({
  open,
  pack,
  factionId,
  onClose,
  onImport,
}: {
  open: boolean;
  pack: DataPack;
  /** The builder's faction, used when the text names none and no unit decides. */
  factionId: FactionId;
  onClose: () => void;
  onImport: (list: ArmyList) => void;
}) {
  const { t, i18n, language } = useBuilderTranslation();
  const [source, setSource] = useState('');
  const pasted = useDeferredValue(source);
  const fieldId = useId();
  const hintId = useId();
  const text = useMemo(() => packText(pack, language), [pack, language]);
  const reading = useMemo(
    () => readPasted(pasted, pack, importOptions(i18n, { id: newListId(), now: nowIso(), fallbackFaction: factionId })),
    [pasted, pack, i18n, factionId],
  );
  const list = reading?.kind === 'share-code' ? reading.list : reading?.result.ok ? reading.result.list : null;

  const close = () => {
    setSource('');
    onClose();
  };

  return (
    <Dialog
      open={open}
      title={t('import.title')}
      onClose={close}
      actions={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={close}>
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={!list || list.entries.length === 0}
            onClick={() => {
              if (!list) return;
              setSource('');
              onImport(list);
            }}
          >
            <ClipboardPaste aria-hidden="true" className="size-4" />
            {t('import.create')}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <label htmlFor={fieldId} className="font-semibold text-ink">
          {t('import.label')}
        </label>
        <p id={hintId} className="-mt-2 text-sm text-steel">
          {t('import.hint')}
        </p>
        <textarea
          id={fieldId}
          aria-describedby={hintId}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          rows={7}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={t('import.placeholder')}
          className="w-full rounded-lg border border-line bg-night p-3 font-mono text-sm text-ink placeholder:text-steel"
        />
        <ImportFindings
          reading={reading}
          pack={pack}
          text={text}
          onSuggestion={(line) => {
            if (!line.suggestion) return;
            // The report was read from `pasted`; text typed since then is left as it is.
            setSource((current) =>
              current === pasted
                ? replaceLineName(current, line.line, line.nameStart, line.nameEnd, line.suggestion!.name)
                : current,
            );
          }}
        />
      </div>
    </Dialog>
  );
}
