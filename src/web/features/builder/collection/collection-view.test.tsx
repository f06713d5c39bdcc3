import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CollectionItem } from '../../../../domain/army/collection';
import { setTransport } from '../../../lib/api';
import { fakeAuth, fakeSession } from '../../../../../test/web/fake-auth';
import { renderWithAuth } from '../../../../../test/web/render-with-auth';
import { smallPack } from '../../../../../test/web/small-pack';
import { CollectionView } from './collection-view';
import { collectionStore } from './collection-store';

const user = () => userEvent.setup({ delay: null });
const file = (text: string) => new File([text], 'collection.csv', { type: 'text/csv' });

describe('the collection page', () => {
  it('keeps counts on the device for a visitor, with the steppers and the number field', async () => {
    renderWithAuth(<CollectionView pack={smallPack} />, fakeAuth());
    const u = user();
    expect(await screen.findByText('Kept on this device. Sign in to have it on every device.')).toBeTruthy();
    await u.click(screen.getByLabelText('One more Orc Hunters'));
    await u.click(screen.getByLabelText('One more Orc Hunters'));
    const field = screen.getByLabelText<HTMLInputElement>('How many Orc Hunters you own');
    expect(field.value).toBe('2');
    await u.clear(field);
    await u.type(field, '7');
    expect(collectionStore.get()['orc-hunters']?.count).toBe(7);
    expect(screen.getByText('You own 7 units of this faction.')).toBeTruthy();
    await u.click(screen.getByLabelText('One fewer Orc Hunters'));
    expect(collectionStore.get()['orc-hunters']?.count).toBe(6);
  });

  it('imports a CSV file, or changes nothing and names each refused line', async () => {
    renderWithAuth(<CollectionView pack={smallPack} />, fakeAuth());
    const u = user();
    const input = await screen.findByLabelText<HTMLInputElement>('Import CSV', { selector: 'input' });
    await u.upload(input, file('unit_id,count\nalborc,2\ndragon,1\norc-hunters,-4\n'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Line 3: there is no unit called “dragon”.')).toBeTruthy();
    expect(within(alert).getByText('Line 4: “-4” is not a whole number from 0 to 999.')).toBeTruthy();
    expect(collectionStore.get()).toEqual({});

    await u.upload(input, file('name,count\nAlborc,2\nCazadores Orcos,4\n'));
    await screen.findByText('Imported the counts of 2 units.');
    expect(collectionStore.get().alborc?.count).toBe(2);
    expect(collectionStore.get()['orc-hunters']?.count).toBe(4);
  });

  it('syncs with the account when signed in: takes the cloud’s later counts and sends the device’s', async () => {
    const cloud: CollectionItem[] = [{ unitId: 'alborc', count: 3, updatedAt: '2026-11-20T10:00:00.000Z' }];
    const puts: CollectionItem[][] = [];
    setTransport(async (path, init) => {
      if (path !== '/api/collection') return Response.json({ items: [] });
      if (init?.method === 'PUT') {
        const { items } = JSON.parse(String(init.body)) as { items: CollectionItem[] };
        puts.push(items);
        for (const item of items) {
          const at = cloud.findIndex((entry) => entry.unitId === item.unitId);
          if (at >= 0) cloud[at] = item;
          else cloud.push(item);
        }
      }
      return Response.json({ items: cloud });
    });
    collectionStore.set([{ unitId: 'orc-hunters', count: 1 }], '2026-11-21T10:00:00.000Z');
    // A session on the device, as after signing in.
    window.localStorage.setItem('prod.supabase.auth.token', '{}');
    renderWithAuth(<CollectionView pack={smallPack} />, fakeAuth({ initial: fakeSession() }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved to your account.'));
    expect(puts).toEqual([[{ unitId: 'orc-hunters', count: 1, updatedAt: '2026-11-21T10:00:00.000Z' }]]);
    expect(collectionStore.get().alborc?.count).toBe(3);

    const u = user();
    await u.click(screen.getByLabelText('One more Orc Hunters'));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject([{ unitId: 'orc-hunters', count: 2 }]);
  });

  it('takes the server’s time for what it sent, so a clock that ran ahead does not win later merges', async () => {
    const serverNow = '2026-11-27T10:00:00.000Z';
    setTransport(async (path, init) => {
      if (path !== '/api/collection') return Response.json({ items: [] });
      if (init?.method !== 'PUT') return Response.json({ items: [] });
      const { items } = JSON.parse(String(init.body)) as { items: CollectionItem[] };
      return Response.json({ items: items.map((item) => ({ ...item, updatedAt: serverNow })) });
    });
    collectionStore.set([{ unitId: 'orc-hunters', count: 2 }], '2099-01-01T00:00:00.000Z');
    window.localStorage.setItem('prod.supabase.auth.token', '{}');
    renderWithAuth(<CollectionView pack={smallPack} />, fakeAuth({ initial: fakeSession() }));
    await waitFor(() => expect(collectionStore.get()['orc-hunters']?.updatedAt).toBe(serverNow));
    expect(collectionStore.get()['orc-hunters']?.count).toBe(2);
  });
});
