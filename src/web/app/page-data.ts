import type { LoaderFunctionArgs } from 'react-router';
import { isShortCode } from '../../contracts/lists';
import { decodeShareCode } from '../../domain/army/share-code';
import { openApiQueryOptions } from '../features/api-reference/api/get-openapi';
import { dataPackQuery } from '../features/builder/data-pack/use-data-pack';
import { sharedListQueryOptions } from '../features/builder/share/use-shared-list';
import { faqQueryOptions } from '../features/content/api/get-faq';
import { rulesQueryOptions } from '../features/content/api/get-rules';
import { changelogQueryOptions } from '../features/news/api/get-changelog';
import { newsQueryOptions } from '../features/news/api/get-news';
import { memberCountQuery } from '../features/session/api/get-member-count';
import type { AnyQuery, RouteContext } from './route-data';

/**
 * The queries each public page reads, which the server fills in before it renders the page.
 * Loaded on demand (it brings the schemas of those answers), never with the first page.
 */
export const PAGE_DATA = {
  landing: ({ language }: RouteContext) => [
    newsQueryOptions(language(), 1),
    changelogQueryOptions(),
    memberCountQuery(0),
  ],
  news: ({ language }: RouteContext) => [newsQueryOptions(language())],
  rules: ({ language }: RouteContext) => [rulesQueryOptions(language()), faqQueryOptions(language())],
  dataPack: () => [dataPackQuery],
  apiReference: () => [openApiQueryOptions()],
  sharedList: (_context: RouteContext, { params }: LoaderFunctionArgs) => [
    dataPackQuery,
    ...sharedListQueryOptions(params.listCode ?? ''),
  ],
} satisfies Record<string, (context: RouteContext, args: LoaderFunctionArgs) => AnyQuery[]>;

export type PageDataName = keyof typeof PAGE_DATA;

/**
 * Whether the address names something the page can show, for pages where that is known without
 * the network: a shared-list link that is neither a short code (looked up, and answered 404 by
 * the API when no list has it) nor a list's own code is Not Found.
 */
export const PAGE_FOUND: Partial<Record<PageDataName, (args: LoaderFunctionArgs) => boolean>> = {
  sharedList: ({ params }) => {
    const code = params.listCode ?? '';
    return isShortCode(code) || decodeShareCode(code).ok;
  },
};
