import { Button, Flex, Input } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { isFiltered } from './ListTable';
import type { ListQueryApi } from './useListQuery';

interface CommonProps {
  /** The list's filter controls. */
  children?: ReactNode;
  /** Shown when a search or filter is active. */
  active?: boolean;
  extra?: ReactNode;
}

interface ManualProps extends CommonProps {
  list?: undefined;
  /** The search text in force (from the URL). */
  search: string | undefined;
  onSearch: (text: string) => void;
  onReset?: () => void;
}

interface ListProps extends CommonProps {
  /** Search and reset bound to a `useListQuery` list; `active` defaults to `isFiltered(list)`. */
  list: Pick<ListQueryApi, 'query' | 'setSearch' | 'reset'>;
}

export type FilterBarProps = ManualProps | ListProps;

/** The row above a list: a text search ('Cari…'), the filter controls and a reset. */
export function FilterBar(props: FilterBarProps) {
  const { children, extra, list } = props;
  const search = list ? list.query.q : props.search;
  const onSearch = list ? list.setSearch : props.onSearch;
  const onReset = list ? list.reset : props.onReset;
  const active = props.active ?? (list ? isFiltered(list) : false);
  const [text, setText] = useState(search ?? '');
  // What this input last sent: when the URL arrives at it, the user may already be typing the next search.
  const sent = useRef<string | null>(null);
  // The URL can change under the input (back button, reset, a shared link).
  useEffect(() => {
    const mine = sent.current !== null && (search ?? '') === sent.current;
    sent.current = null;
    if (!mine) setText(search ?? '');
  }, [search]);
  const submit = (value: string) => {
    if (value !== (search ?? '')) sent.current = value;
    onSearch(value);
  };

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
          if (event.type === 'click' && event.target.value === '') submit('');
        }}
        onSearch={submit}
        style={{ width: 260 }}
      />
      {children}
      {active && onReset ? <Button onClick={onReset}>Atur ulang</Button> : null}
      {extra ? <div style={{ marginLeft: 'auto' }}>{extra}</div> : null}
    </Flex>
  );
}
