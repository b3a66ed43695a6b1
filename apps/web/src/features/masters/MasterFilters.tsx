import { type MasterDefinition, type MasterField, toApiDate } from '@gratifikasi/domain';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { isBeforeFloor } from '@/ui/dateRules';
import type { ListQueryApi } from '@/ui/useListQuery';
import { RelationSelect } from './RelationSelect';

const WIDTH = { width: 200 };

/** The fields whose filter depends on `field` (cleared when it changes). */
function dependants(def: MasterDefinition, field: MasterField): string[] {
  return def.fields.filter((f) => f.filter && f.dependsOn === field.name).map((f) => f.name);
}

function FilterControl({
  def,
  field,
  list,
}: {
  def: MasterDefinition;
  field: MasterField;
  list: ListQueryApi;
}) {
  const value = list.query.filters[field.name];
  const set = (next: string | undefined) => list.setFilter(field.name, next, dependants(def, field));
  const label = field.label;
  switch (field.type) {
    case 'relation': {
      const parentValue = field.dependsOn ? list.query.filters[field.dependsOn] : undefined;
      return (
        <RelationSelect
          aria-label={label}
          master={field.relation?.master ?? ''}
          labelField={field.relation?.labelField ?? 'nama'}
          value={value}
          onChange={(next) => set(next === undefined ? undefined : String(next))}
          // A dependant filter lists only the children of the chosen parent; without a parent it lists all.
          parent={field.dependsOn && parentValue ? { field: field.dependsOn, value: parentValue } : null}
          placeholder={label}
          style={{ width: 220 }}
        />
      );
    }
    case 'enum':
    case 'boolean': {
      const options =
        field.type === 'boolean'
          ? [
              { value: 'true', label: 'Ya' },
              { value: 'false', label: 'Tidak' },
            ]
          : (field.options ?? []).map((o) => ({ value: o.value, label: o.label }));
      return (
        <Select<string>
          aria-label={label}
          allowClear
          placeholder={label}
          value={value}
          onChange={(next) => set(next ?? undefined)}
          options={options}
          style={WIDTH}
        />
      );
    }
    case 'date':
      return (
        <DatePicker
          aria-label={label}
          placeholder={label}
          format="DD-MM-YYYY"
          disabledDate={isBeforeFloor}
          value={value ? dayjs(value) : null}
          onChange={(next) => set(next ? toApiDate(next) : undefined)}
          style={WIDTH}
        />
      );
    default:
      return (
        <Input.Search
          aria-label={label}
          placeholder={label}
          allowClear
          defaultValue={value}
          onSearch={(next) => set(next.trim() || undefined)}
          style={WIDTH}
        />
      );
  }
}

/** One control per `filter: true` field of the definition (but `hidden`, fixed by the route), kept in the URL query. */
export function MasterFilters({
  def,
  list,
  hidden,
}: {
  def: MasterDefinition;
  list: ListQueryApi;
  hidden?: string;
}) {
  return (
    <>
      {def.fields
        .filter((field) => field.filter && field.name !== hidden)
        .map((field) => (
          <FilterControl key={field.name} def={def} field={field} list={list} />
        ))}
    </>
  );
}
