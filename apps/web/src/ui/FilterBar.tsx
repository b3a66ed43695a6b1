import { Button, Flex, Input } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';

interface FilterBarProps {
  /** The search text in force (from the URL). */
  search: string | undefined;
  onSearch: (text: string) => void;
  /** The list's filter controls. */
  children?: ReactNode;
  /** Shown when a search or filter is active. */
  onReset?: () => void;
  active?: boolean;
  extra?: ReactNode;
}

/** The row above a list: a text search ('Cari…'), the filter controls and a reset. */
export function FilterBar({ search, onSearch, children, onReset, active, extra }: FilterBarProps) {
  const [text, setText] = useState(search ?? '');
  // The URL can change under the input (back button, reset, a shared link).
  useEffect(() => setText(search ?? ''), [search]);

  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label="Cari"
        placeholder="Cari…"
        allowClear
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // Clearing with the × applies at once; typing applies on Enter.
          if (event.type === 'click' && event.target.value === '') onSearch('');
        }}
        onSearch={(value) => onSearch(value)}
        style={{ width: 260 }}
      />
      {children}
      {active && onReset ? <Button onClick={onReset}>Atur ulang</Button> : null}
      {extra ? <div style={{ marginLeft: 'auto' }}>{extra}</div> : null}
    </Flex>
  );
}
