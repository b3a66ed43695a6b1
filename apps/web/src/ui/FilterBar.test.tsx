import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterBar } from './FilterBar';

/** A page whose search in force arrives late, as the URL does under load (a navigation in a transition). */
function Page({ onSent }: { onSent: (apply: () => void) => void }) {
  const [search, setSearch] = useState<string | undefined>();
  return <FilterBar search={search} onSearch={(text) => onSent(() => setSearch(text))} />;
}

describe('the search field', () => {
  it('keeps what the user types next when the search they sent arrives late', () => {
    let apply = () => {};
    render(<Page onSent={(fn) => (apply = fn)} />);
    const box = screen.getByRole('searchbox', { name: 'Cari' });
    fireEvent.change(box, { target: { value: '67/LAP' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    // The next number typed before the page has applied the first search.
    fireEvent.change(box, { target: { value: '66/LAP' } });
    act(() => apply());
    expect(box).toHaveValue('66/LAP');
  });

  it('follows a search changed elsewhere (a reset, the back button)', () => {
    const { rerender } = render(<FilterBar search="lama" onSearch={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Cari' });
    expect(box).toHaveValue('lama');
    rerender(<FilterBar search={undefined} onSearch={() => {}} />);
    expect(box).toHaveValue('');
  });
});
