import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/render';
import { FilterTabs, MAX_TABS_IN_ONE_BAR } from './FilterTabs';

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ key: `k${i}`, label: `Kelompok ${i} (${i})` }));

describe('FilterTabs', () => {
  it('draws a tab bar when the choices fit one bar', () => {
    render(
      <TestProviders>
        <FilterTabs activeKey="k0" onChange={() => {}} items={items(MAX_TABS_IN_ONE_BAR)} />
      </TestProviders>,
    );
    expect(screen.getAllByRole('tab')).toHaveLength(MAX_TABS_IN_ONE_BAR);
  });

  it('wraps more choices as one labelled group of buttons, every choice shown, none folded away', () => {
    const onChange = vi.fn();
    render(
      <TestProviders>
        <FilterTabs label="Kelompok status" activeKey="k1" onChange={onChange} items={items(8)} />
      </TestProviders>,
    );
    expect(screen.queryByRole('tab')).toBeNull();
    const group = screen.getByRole('radiogroup', { name: 'Kelompok status' });
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(8);
    expect(screen.getByRole('radio', { name: 'Kelompok 1 (1)' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Kelompok 7 (7)' }));
    expect(onChange).toHaveBeenCalledWith('k7');
  });
});
