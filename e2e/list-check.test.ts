import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataPack } from '../src/data';
import { createList, type ArmyList } from '../src/domain/army/army-list';
import { applyListCommand } from '../src/domain/army/list-commands';
import { encodeListShareCode } from '../src/domain/army/share-code';
import { axeViolations, setupBrowser } from './support/browser';

/** The organiser's check (issue 17): several lists pasted, one table, each list openable, CSV. */

const browser = setupBrowser();

function list(name: string, unitIds: string[]): ArmyList {
  let built = {
    ...createList({ id: 'x', factionId: 'northern-tribes', now: '2026-11-01T00:00:00.000Z' }, dataPack),
    name,
  };
  for (const unitId of unitIds) {
    const next = applyListCommand(built, { type: 'add-unit', unitId }, dataPack, built.updatedAt);
    if (!next.ok) throw new Error(`${unitId}: ${next.rejection}`);
    built = next.list;
  }
  return built;
}

describe("an organiser's check", () => {
  it('checks a mix of legal and illegal lists, opens one, and downloads the table', async () => {
    const legal = encodeListShareCode(list('Frost Raiders', ['wrathmane', 'orc-hunters']));
    const illegal = encodeListShareCode(list('Too many chiefs', ['wrathmane', 'alborc', 'orc-hunters']));
    const page = await browser.open();
    await page.goto('/check');
    await page.getByRole('heading', { level: 1, name: 'Check lists' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Nothing pasted: said next to the field, nothing sent.
    await page.getByRole('button', { name: 'Check the lists' }).click();
    await page.getByRole('alert').getByText('Paste at least one share link or code.').waitFor();

    await page
      .getByLabel('Share links or codes')
      .fill([`/shared-list/${legal}`, illegal, '', 'ZZZZZZZZZZ', 'hello there'].join('\n'));
    await page.getByRole('button', { name: 'Check the lists' }).click();
    await page.getByRole('status').getByText('4 lists checked; legal: 1.').waitFor();
    const table = page.getByRole('table', { name: 'The checked lists' });
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(5);
    expect(await rows.nth(1).textContent()).toContain('Frost Raiders');
    expect(await rows.nth(1).getByText('Legal', { exact: true }).count()).toBe(1);
    expect(await rows.nth(2).getByText('Not legal', { exact: true }).count()).toBe(1);
    expect(await rows.nth(3).textContent()).toContain('No list has this link');
    expect(await rows.nth(4).textContent()).toContain('Not a list code');
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rookery-list-check.csv');
    const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(csv[0]).toBe('Player or list,Legal,Problems,Points,Game size,Faction,List');
    expect(csv[1]).toMatch(/^Frost Raiders,Legal,0,50,300,Northern Tribes,http:\/\/127\.0\.0\.1:\d+\/shared-list\//);
    expect(csv[2]).toMatch(/^Too many chiefs,Not legal,1,100,300,Northern Tribes,/);

    await rows.nth(2).getByRole('link', { name: 'Open Too many chiefs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Too many chiefs' }).waitFor();
    await page.getByText(/^Not legal: 1 problem at data version/).waitFor();
  });

  it('refuses more than 100 lists with a message, before sending them', async () => {
    const page = await browser.open({ viewport: 'mobile' });
    await page.goto('/check');
    await page.getByLabel('Share links or codes').fill(Array.from({ length: 101 }, () => 'ZZZZZZZZZZ').join('\n'));
    await page.getByRole('button', { name: 'Check the lists' }).click();
    await page.getByRole('alert').getByText('101 lines: at most 100 lists can be checked at once.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);

    // On a phone the table scrolls sideways in a region the keyboard reaches.
    await page.getByLabel('Share links or codes').fill(['ZZZZZZZZZZ', 'hello there'].join('\n'));
    await page.getByRole('button', { name: 'Check the lists' }).click();
    await page.getByRole('region', { name: 'The checked lists' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
