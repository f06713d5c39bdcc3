import type { LoaderFunctionArgs } from 'react-router';
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
  sharedList: (_context: RouteContext, { params }: LoaderFunctionArgs) => [
    dataPackQuery,
    ...sharedListQueryOptions(params.listCode ?? ''),
  ],
} satisfies Record<string, (context: RouteContext, args: LoaderFunctionArgs) => AnyQuery[]>;

export type PageDataName = keyof typeof PAGE_DATA;
