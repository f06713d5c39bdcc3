import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/web/a11y';
import { AdminTable } from './admin-table';

describe('AdminTable', () => {
  it('is a table named by its caption, with a heading for each column and the rows it is given', async () => {
    const { container } = render(
      <AdminTable
        caption="Members"
        columns={[{ label: 'Account' }, { label: 'Joined' }, { label: 'Actions', hidden: true, alignEnd: true }]}
      >
        <tr>
          <td>ada</td>
          <td>Monday</td>
          <td>
            <button type="button">Block</button>
          </td>
        </tr>
      </AdminTable>,
    );
    const table = screen.getByRole('table', { name: 'Members' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Account', 'Joined', 'Actions']);
    expect(headings[2]!.querySelector('.sr-only')?.textContent).toBe('Actions');
    expect(headings[2]!.className).toContain('text-right');
    expect(within(table).getByRole('cell', { name: 'ada' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
