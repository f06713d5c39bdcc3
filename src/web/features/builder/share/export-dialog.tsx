import { Copy, Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { downloadText } from '../../../lib/download';
import { toast } from '../../../ui/toast';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../domain/i18n/language';
import { Button } from '../../../ui/button';
import { DialogWithClose } from '../../../ui/dialog-with-close';
import { Select } from '../../../ui/select';
import { useBuilderTranslation } from '../i18n';
import { listAsText } from './export-text';
import { copyText } from './copy-text';
import { controlStyles } from '../../../ui/field';

/** The list as text in English, Spanish or French, to copy or download. */
export function ExportDialog({
  open,
  list,
  pack,
  onClose,
}: {
  open: boolean;
  list: ArmyList;
  pack: DataPack;
  onClose: () => void;
}) {
  const { t, i18n, language: current } = useBuilderTranslation();
  const [language, setLanguage] = useState<Language>(current);
  const textId = useId();
  const text = useMemo(
    () => (open ? listAsText(list, pack, language, i18n.getFixedT(language, 'builder')) : ''),
    [open, list, pack, language, i18n],
  );
  const download = () =>
    downloadText(
      text,
      `${(list.name || 'army-list').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'army-list'}.txt`,
    );
  return (
    <DialogWithClose
      open={open}
      title={t('export.title')}
      onClose={onClose}
      closeLabel={t('actions.close')}
      actions={
        <>
          <Button variant="secondary" icon={Download} onClick={download}>
            {t('export.download')}
          </Button>
          <Button
            variant="primary"
            icon={Copy}
            onClick={async () => {
              if (await copyText(text)) toast.success(t('export.copied'));
              else toast.error(t('share.copyFailed'));
            }}
          >
            {t('export.copy')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <Select look="inline" label={t('export.language')} value={language} onValueChange={setLanguage}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </Select>
        <label htmlFor={textId} className="sr-only">
          {t('export.text')}
        </label>
        <textarea
          id={textId}
          readOnly
          value={text}
          rows={12}
          lang={language}
          className={`${controlStyles} font-mono text-sm`}
        />
      </div>
    </DialogWithClose>
  );
}
