import { ClipboardPaste, FilePlus2, FileText, Printer, Redo2, Save, Share2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonStyles } from '../../ui/button-styles';
import { useBuilderTranslation } from './i18n';

interface BuilderToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  onNew: () => void;
  onImport: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onShare: () => void;
  onExport: () => void;
  onPrint: () => void;
}

/** The list actions: new, import, undo, redo, share, text, print and save. */
export function BuilderToolbar(props: BuilderToolbarProps) {
  const { t } = useBuilderTranslation();
  const button = (label: string, icon: ReactNode, onClick: () => void, disabled = false, primary = false) => (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      title={label}
      className={`${primary ? buttonStyles.primary : buttonStyles.ghost} min-w-11 px-2.5 md:px-3`}
    >
      {icon}
      <span className={primary ? '' : 'sr-only lg:not-sr-only'}>{label}</span>
    </button>
  );
  const icon = 'size-4';
  return (
    <div role="toolbar" aria-label={t('actions.label')} className="flex flex-wrap gap-1">
      {button(t('actions.new'), <FilePlus2 aria-hidden="true" className={icon} />, props.onNew)}
      {button(t('actions.import'), <ClipboardPaste aria-hidden="true" className={icon} />, props.onImport)}
      {button(t('actions.undo'), <Undo2 aria-hidden="true" className={icon} />, props.onUndo, !props.canUndo)}
      {button(t('actions.redo'), <Redo2 aria-hidden="true" className={icon} />, props.onRedo, !props.canRedo)}
      {button(t('actions.share'), <Share2 aria-hidden="true" className={icon} />, props.onShare)}
      {button(t('actions.export'), <FileText aria-hidden="true" className={icon} />, props.onExport)}
      {button(t('actions.print'), <Printer aria-hidden="true" className={icon} />, props.onPrint)}
      {button(t('actions.save'), <Save aria-hidden="true" className={icon} />, props.onSave, false, true)}
    </div>
  );
}
