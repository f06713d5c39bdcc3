import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, descriptionOf } from '../../../test/web/a11y';
import { Select } from './select';

const sizes = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
] as const;

function SizePicker({ error }: { error?: string }) {
  const [size, setSize] = useState<'small' | 'large'>('small');
  return (
    <>
      <Select label="Size" hint="Pick one" error={error} value={size} options={sizes} onValueChange={setSize} />
      <p>chosen {size}</p>
    </>
  );
}

describe('Select', () => {
  it('is a labelled native select that reports the chosen value', async () => {
    const { container } = render(<SizePicker />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(descriptionOf(select)).toBe('Pick one');
    await userEvent.selectOptions(select, 'Large');
    expect(screen.getByText('chosen large')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  // The arrow keys inside a native select are the browser's own (jsdom has none): here it is reached by Tab.
  it('is reached with the Tab key', async () => {
    render(<SizePicker />);
    await userEvent.tab();
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(document.activeElement).toBe(select);
    await userEvent.selectOptions(select, 'large');
    expect(screen.getByText('chosen large')).toBeTruthy();
  });

  it('marks itself invalid and reads the error with it', () => {
    render(<SizePicker error="Choose a size" />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(select)).toBe('Pick one Choose a size');
  });

  it('takes options of its own, groups included, and has a compact look for toolbars', async () => {
    function MissionPicker() {
      const [mission, setMission] = useState('');
      return (
        <>
          <Select look="compact" label="Mission" value={mission} onValueChange={setMission}>
            <option value="">Choose a mission</option>
            <optgroup label="Official">
              <option value="ambush">Ambush</option>
            </optgroup>
          </Select>
          <p>chosen {mission || 'nothing'}</p>
        </>
      );
    }
    const { container } = render(<MissionPicker />);
    const select = screen.getByRole('combobox', { name: 'Mission' });
    expect(container.querySelector('label')?.className).toContain('text-steel');
    expect(select.classList.contains('w-full')).toBe(false);
    expect(within(select).getByRole('group', { name: 'Official' })).toBeTruthy();
    await userEvent.selectOptions(select, 'Ambush');
    expect(screen.getByText('chosen ambush')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('can stand beside its label, with the label still naming it', async () => {
    const { container } = render(
      <Select
        look="inline"
        label="Language"
        value="en"
        onValueChange={() => undefined}
        options={[{ value: 'en', label: 'English' }]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select.parentElement?.className).toContain('items-center');
    expect(select.classList.contains('w-full')).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });
});
