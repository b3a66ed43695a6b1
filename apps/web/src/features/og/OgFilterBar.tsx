import {
  OG_STATE_LABELS,
  OG_STATES,
  type OgState,
  STATUS_KEPEMILIKAN_LABELS,
  type StatusKepemilikan,
} from '@gratifikasi/domain';
import { Select } from 'antd';
import { FilterBar } from '@/ui/FilterBar';
import type { ListQueryApi } from '@/ui/useListQuery';

const STATES = OG_STATES.map((s) => ({ value: s, label: OG_STATE_LABELS[s] }));
const KEPEMILIKAN = Object.entries(STATUS_KEPEMILIKAN_LABELS).map(([value, label]) => ({ value, label }));

interface OgFilterBarProps {
  list: ListQueryApi;
  /** The state filter's label: "Status OG" where the rows are report items rather than objects. */
  stateLabel: string;
  /** The filters in force, as the page sends them (a screen's preset may fix them). */
  state: OgState | undefined;
  kepemilikan: StatusKepemilikan | undefined;
}

/** The search and the object-state and ruling filters above the object register and the report items' list. */
export function OgFilterBar({ list, stateLabel, state, kepemilikan }: OgFilterBarProps) {
  return (
    <FilterBar list={list}>
      <Select
        aria-label={stateLabel}
        allowClear
        placeholder={stateLabel}
        style={{ minWidth: 200 }}
        value={state}
        options={STATES}
        onChange={(v) => list.setFilter('state', v)}
      />
      <Select
        aria-label="Kepemilikan"
        allowClear
        placeholder="Kepemilikan"
        style={{ minWidth: 200 }}
        value={kepemilikan}
        options={KEPEMILIKAN}
        onChange={(v) => list.setFilter('kepemilikan', v)}
      />
    </FilterBar>
  );
}
