import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchField } from './search-field';

function Search({ seen }: { seen: string[] }) {
  const [term, setTerm] = useState('');
  seen.push(term);
  return <SearchField id="q" aria-label="Search" value={term} onValueChange={setTerm} clearLabel="Clear" />;
}

describe('SearchField', () => {
  it('keeps what was typed into the painted page before the app took it over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search seen={[]} />);
    document.body.append(container);
    // Typed on a slow phone while the scripts were still on their way.
    container.querySelector('input')!.value = 'activation';
    const seen: string[] = [];
    const root = hydrateRoot(container, <Search seen={seen} />);
    await waitFor(() => expect(seen.at(-1)).toBe('activation'));
    expect(container.querySelector('input')!.value).toBe('activation');
    root.unmount();
    container.remove();
  });
});
