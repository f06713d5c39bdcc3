import { useTranslation } from 'react-i18next';
import { ItemActions } from '../../ui/item-actions';
import { RichText, type Highlight } from '../../ui/rich-text';
import type { ContentTab } from './content-params';
import { CopyLinkButton } from './copy-link-button';
import { Highlighted } from './highlighted';
import './i18n';

/** One rule section or answer, with its actions and a link to it. */
export function EntryBlock(props: {
  tab: ContentTab;
  id: string;
  title: string;
  content: string;
  level: 2 | 3;
  highlight?: Highlight;
  inEnglish: boolean;
}) {
  const { t } = useTranslation('content');
  const Heading = props.level === 2 ? 'h2' : 'h3';
  return (
    <article
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      className="scroll-mt-24 rounded-xl border border-line bg-surface/80 p-4 md:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <Heading id={`${props.id}-title`} className="text-lg md:text-xl">
          <Highlighted text={props.title} highlight={props.highlight} />
        </Heading>
        <span className="flex shrink-0">
          {props.tab === 'rules' ? (
            <ItemActions compact item={{ kind: 'rule-section', id: props.id, title: props.title }} />
          ) : null}
          <CopyLinkButton tab={props.tab} id={props.id} title={props.title} />
        </span>
      </div>
      {props.inEnglish ? <p className="mt-1 text-xs text-steel">{t('inEnglish')}</p> : null}
      <RichText html={props.content} highlight={props.highlight} className="mt-2 text-ink/90" />
    </article>
  );
}
