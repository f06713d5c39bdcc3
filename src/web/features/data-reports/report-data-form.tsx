import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_REPORT_LIMITS } from '../../../contracts/data-reports';
import './i18n';
import { Checkbox } from '../../ui/checkbox';
import { controlStyles } from '../../ui/field';

interface Props {
  text: string;
  onText: (text: string) => void;
  /** Whether sending was tried with empty text, so the field says it is needed. */
  showEmpty: boolean;
  /** Whether the page can attach the reader's list, and whether they chose to. */
  canAttach: boolean;
  attach: boolean;
  onAttach: (attach: boolean) => void;
}

/** What the reader writes in a data problem report, and whether their list goes with it. */
export function ReportDataForm({ text, onText, showEmpty, canAttach, attach, onAttach }: Props) {
  const { t } = useTranslation('dataReports');
  const textId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <>
      <p className="text-steel">{t('dialog.intro')}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="font-semibold">
          {t('dialog.text')}
        </label>
        <textarea
          id={textId}
          value={text}
          maxLength={DATA_REPORT_LIMITS.text}
          required
          aria-invalid={showEmpty ? true : undefined}
          aria-describedby={showEmpty ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => onText(event.target.value)}
          rows={4}
          className={controlStyles}
        />
        <p id={hintId} className="text-sm text-steel">
          {t('dialog.textHint', { max: DATA_REPORT_LIMITS.text })}
        </p>
        {showEmpty ? (
          <p id={errorId} role="alert" className="text-sm font-semibold text-warn">
            {t('dialog.textNeeded')}
          </p>
        ) : null}
      </div>
      {canAttach ? (
        <Checkbox
          label={t('dialog.attachList')}
          hint={t('dialog.attachListHint')}
          checked={attach}
          onCheckedChange={onAttach}
        />
      ) : null}
    </>
  );
}
