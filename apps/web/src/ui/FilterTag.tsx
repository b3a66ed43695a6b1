import { CloseOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ListQueryApi } from './useListQuery';

/**
 * A filter a list was opened with that has no control of its own (a home's figure: "Lewat batas serah", "Objek yang
 * harus diserahkan"): shown as a tag while in force, closing it lifts the filter.
 */
export function FilterTag({
  list,
  field,
  labels,
}: {
  list: Pick<ListQueryApi, 'query' | 'setFilter'>;
  field: string;
  /** The words of each value; a value without words shows no tag. */
  labels: Readonly<Record<string, string>>;
}) {
  const value = list.query.filters[field];
  const label = value ? labels[value] : undefined;
  if (!value || !label) return null;
  return (
    <Tag
      color="orange"
      closable
      closeIcon={<CloseOutlined aria-label={`Hapus saring ${label}`} />}
      onClose={() => list.setFilter(field, undefined)}
      style={{ alignSelf: 'center', marginInlineEnd: 0 }}
    >
      {label}
    </Tag>
  );
}
