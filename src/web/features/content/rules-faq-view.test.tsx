import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaqResponse, RulesResponse } from '../../../contracts/content';
import { renderWithQueries } from '../../../../test/web/render-in-app';
import { RulesFaqView } from './rules-faq-view';

const rules: RulesResponse = {
  language: 'en',
  chapters: [
    {
      id: 'turns',
      title: 'Turns',
      orderIndex: 0,
      fallback: [],
      sections: [
        {
          id: 'activations',
          chapterId: 'turns',
          title: 'Activations',
          content: '<p>An activation lets a unit act. [[red]]Finish it first.[[/red]]</p>',
          orderIndex: 0,
          fallback: [],
        },
        {
          id: 'rounds',
          chapterId: 'turns',
          title: 'Rounds (overview)',
          content: '<p>Three rounds.</p>',
          orderIndex: 1,
          fallback: ['content'],
        },
      ],
    },
  ],
};
const faq: FaqResponse = {
  language: 'en',
  sections: [{ id: 'count', title: 'Can it count activations?', content: '<p>Yes.</p>', orderIndex: 0, fallback: [] }],
};

function renderAt(path: string, isAdmin = false) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const body = String(input).includes('/faq') ? faq : rules;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const router = createMemoryRouter(
    [
      { path: '/rules', element: <RulesFaqView tab="rules" loadingLabel="Loading..." isAdmin={isAdmin} /> },
      { path: '/faq', element: <RulesFaqView tab="faq" loadingLabel="Loading..." /> },
    ],
    { initialEntries: [path] },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('RulesFaqView', () => {
  it('counts rules and FAQ results, highlights matches and carries the term to the other tab', async () => {
    const user = userEvent.setup();
    const router = renderAt('/rules');
    await screen.findByRole('heading', { name: 'Activations' });
    expect(screen.getByRole('article', { name: 'Rounds (overview)' }).textContent).toContain('Not translated yet');
    expect(document.querySelector('mark.rule-red')?.textContent).toBe('Finish it first.');

    await user.type(screen.getByRole('searchbox', { name: 'Search rules and FAQ' }), 'activation');
    expect(await screen.findByText('2 results')).toBeTruthy();
    expect(screen.getByText('1 in Rules · 1 in FAQ')).toBeTruthy();
    expect(document.querySelectorAll('mark.search-hit').length).toBeGreaterThan(2);
    expect(router.state.location.search).toBe('?q=activation');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Rules and FAQ' })).getByRole('link', { name: 'FAQ' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    expect(router.state.location.pathname).toBe('/faq');
    expect((screen.getByRole('searchbox', { name: 'Search rules and FAQ' }) as HTMLInputElement).value).toBe(
      'activation',
    );
  });

  it('has a case-sensitive option, clears on whitespace and treats ( and [ as text', async () => {
    const user = userEvent.setup();
    const router = renderAt('/rules?q=Activation');
    expect(await screen.findByText('2 results')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Case sensitive' }));
    expect(await screen.findByText('1 result')).toBeTruthy();
    expect(router.state.location.search).toContain('case=1');

    const box = screen.getByRole('searchbox', { name: 'Search rules and FAQ' });
    await user.clear(box);
    await user.type(box, '   ');
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    await user.clear(box);
    await user.type(box, '(overview');
    expect(await screen.findByText('1 result')).toBeTruthy();
    await user.clear(box);
    await user.type(box, '[[');
    expect(await screen.findByText('No matches.', { exact: false })).toBeTruthy();
  });

  it('ignores accents, and shows one clear button of its own', async () => {
    const user = userEvent.setup();
    renderAt('/rules');
    const box = screen.getByRole('searchbox', { name: 'Search rules and FAQ' });
    await user.type(box, 'ACTÍVATION');
    expect(await screen.findByText('2 results')).toBeTruthy();
    expect(document.querySelector('mark.search-hit')?.textContent).toBe('Activation');
    const clear = screen.getAllByRole('button', { name: 'Clear search' });
    expect(clear).toHaveLength(1);
    await user.click(clear[0]!);
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('tells admins, and only admins, how full rule texts are loaded', async () => {
    renderAt('/rules');
    await screen.findByRole('heading', { name: 'Activations' });
    expect(screen.queryByText(/content importer/)).toBeNull();
    cleanup();
    renderAt('/rules', true);
    await screen.findByRole('heading', { name: 'Activations' });
    expect(screen.getByText(/content importer/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the content editor' }).getAttribute('href')).toBe(
      '/admin/content?tab=rules',
    );
  });
});
