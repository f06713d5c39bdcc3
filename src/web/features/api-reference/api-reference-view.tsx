import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OPENAPI_PATH } from '../../../contracts/paths';
import { addNamespace } from '../../lib/i18n';
import en from '../../i18n/api-reference/en.json';
import es from '../../i18n/api-reference/es.json';
import fr from '../../i18n/api-reference/fr.json';
import { buttonStyles } from '../../ui/button-styles';
import { QueryState } from '../../ui/query-state';
import { openApiQueryOptions } from './api/get-openapi';
import { OperationCard } from './operation-card';
import { referenceGroups, type ReferenceGroup } from './reference';

addNamespace('api-reference', { en, es, fr });

/** An id for a tag's section (tags may hold spaces). */
const tagId = (tag: string) => `tag-${tag.replace(/[^a-z0-9]+/gi, '-')}`;

function Contents({ groups }: { groups: ReferenceGroup[] }) {
  const { t } = useTranslation('api-reference');
  return (
    <nav aria-labelledby="api-contents" className="rounded-xl border border-line bg-surface/80 p-4">
      <h2 id="api-contents" className="text-lg">
        {t('contents')}
      </h2>
      <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {groups.map((group) => (
          <li key={group.tag}>
            <a className="text-gold-bright underline-offset-4 hover:underline" href={`#${tagId(group.tag)}`}>
              {group.tag}
            </a>{' '}
            <span className="text-sm text-steel">{t('routes', { count: group.operations.length })}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Group({ group }: { group: ReferenceGroup }) {
  return (
    <section aria-labelledby={tagId(group.tag)} className="flex flex-col gap-3">
      <h2 id={tagId(group.tag)} className="scroll-mt-24 text-xl capitalize">
        {group.tag}
      </h2>
      {group.operations.map((operation) => (
        <OperationCard key={operation.id} operation={operation} />
      ))}
    </section>
  );
}

/** /api-reference: the server's OpenAPI description, readable, for clubs and tool makers. */
export function ApiReferenceView() {
  const { t } = useTranslation('api-reference');
  const description = useQuery(openApiQueryOptions());
  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 md:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl">{t('title')}</h1>
        <p className="text-steel">{t('intro')}</p>
        <a className={`${buttonStyles.secondary} self-start`} href={OPENAPI_PATH} download="rookery-openapi.json">
          <Download aria-hidden className="size-4" />
          {t('download')}
        </a>
      </header>
      <QueryState query={description} texts={{ loading: t('loading'), failed: t('failed'), retry: t('tryAgain') }}>
        {(data) => (
          <>
            <p className="text-sm text-steel">{t('version', { openapi: data.openapi, version: data.info.version })}</p>
            <Contents groups={referenceGroups(data)} />
            {referenceGroups(data).map((group) => (
              <Group key={group.tag} group={group} />
            ))}
          </>
        )}
      </QueryState>
    </article>
  );
}
