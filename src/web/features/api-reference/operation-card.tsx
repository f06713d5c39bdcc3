import { useTranslation } from 'react-i18next';
import type { ReferenceAnswer, ReferenceOperation, ReferenceParameter } from './reference';

const METHOD_STYLES: Record<ReferenceOperation['method'], string> = {
  get: 'border-legal/60 text-legal',
  post: 'border-gold/60 text-gold-bright',
  put: 'border-gold/60 text-gold-bright',
  patch: 'border-gold/60 text-gold-bright',
  delete: 'border-danger-ink/60 text-danger-ink',
};

function SchemaBlock({ schema }: { schema: Record<string, unknown> }) {
  const { t } = useTranslation('api-reference');
  return (
    <details className="rounded-lg bg-raised/60 p-2">
      <summary className="min-h-11 cursor-pointer content-center text-sm">{t('schema')}</summary>
      <pre tabIndex={0} className="max-h-96 overflow-auto p-2 text-xs leading-relaxed">
        {JSON.stringify(schema, null, 2)}
      </pre>
    </details>
  );
}

function Parameters({ parameters }: { parameters: ReferenceParameter[] }) {
  const { t } = useTranslation('api-reference');
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="text-left font-semibold text-gold">{t('parameters')}</caption>
        <thead className="text-steel">
          <tr>
            <th scope="col" className="py-1 pr-3 font-normal">
              {t('parameter')}
            </th>
            <th scope="col" className="py-1 pr-3 font-normal">
              {t('where')}
            </th>
            <th scope="col" className="py-1 pr-3 font-normal">
              {t('type')}
            </th>
            <th scope="col" className="py-1 font-normal">
              {t('required')}
            </th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={`${parameter.in}-${parameter.name}`} className="border-t border-line">
              <td className="py-1 pr-3">
                <code className="break-all">{parameter.name}</code>
              </td>
              <td className="py-1 pr-3">
                {parameter.in === 'path' ||
                parameter.in === 'query' ||
                parameter.in === 'header' ||
                parameter.in === 'cookie'
                  ? t(`in.${parameter.in}`)
                  : parameter.in}
              </td>
              <td className="py-1 pr-3">
                <code className="break-all">{parameter.type}</code>
              </td>
              <td className="py-1">{parameter.required ? t('required') : t('optional')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Answers({ answers }: { answers: ReferenceAnswer[] }) {
  const { t } = useTranslation('api-reference');
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-gold">{t('answers')}</h4>
      <ul className="flex flex-col gap-2">
        {answers.map((answer) => (
          <li key={answer.status} className="flex flex-col gap-1">
            <span className="text-sm">
              <code className="font-semibold">{answer.status}</code>
              {answer.description ? ` · ${answer.description}` : null}
            </span>
            {answer.schema ? <SchemaBlock schema={answer.schema} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One route: its method and path, what it takes and what it answers. */
export function OperationCard({ operation }: { operation: ReferenceOperation }) {
  const { t } = useTranslation('api-reference');
  const empty = operation.parameters.length === 0 && !operation.body;
  return (
    <div id={operation.id} className="flex scroll-mt-24 flex-col gap-3 rounded-xl border border-line bg-surface/80 p-4">
      <h3 className="flex flex-wrap items-center gap-2 text-base">
        <span
          className={`rounded-full border px-2 py-0.5 text-xs font-semibold uppercase ${METHOD_STYLES[operation.method]}`}
        >
          {operation.method}
        </span>
        <code className="break-all">{operation.path}</code>
      </h3>
      {operation.summary ? <p>{operation.summary}</p> : null}
      {operation.description ? <p className="text-sm text-steel">{operation.description}</p> : null}
      {operation.parameters.length ? <Parameters parameters={operation.parameters} /> : null}
      {operation.body ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-gold">{t('body')}</h4>
          <SchemaBlock schema={operation.body} />
        </div>
      ) : null}
      {empty ? <p className="text-sm text-steel">{t('noDetails')}</p> : null}
      {operation.answers.length ? <Answers answers={operation.answers} /> : null}
    </div>
  );
}
