import { currentYear, TRIWULANS, triwulanLabel, yearOptions } from '@gratifikasi/domain';
import { Input, Select } from 'antd';
import { useEffect, useRef } from 'react';
import type { ListQueryApi } from '@/ui/useListQuery';

/** The year list of spec §9 (current year down to 2016). */
export function TahunSelect({ list }: { list: ListQueryApi }) {
  return (
    <Select<number>
      aria-label="Tahun"
      placeholder="Tahun"
      allowClear
      style={{ width: 120 }}
      value={list.query.filters.tahun ? Number(list.query.filters.tahun) : undefined}
      onChange={(v) => list.setFilter('tahun', v === undefined ? undefined : String(v))}
      options={yearOptions().map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}

export function TriwulanSelect({ list }: { list: ListQueryApi }) {
  return (
    <Select<number>
      aria-label="Triwulan"
      placeholder="Triwulan"
      allowClear
      style={{ width: 150 }}
      value={list.query.filters.triwulan ? Number(list.query.filters.triwulan) : undefined}
      onChange={(v) => list.setFilter('triwulan', v === undefined ? undefined : String(v))}
      options={TRIWULANS.map((t) => ({ value: t, label: triwulanLabel(t) }))}
    />
  );
}

function storedQuery(screen: string): string | null {
  try {
    return window.sessionStorage.getItem(`list:${screen}`);
  } catch {
    return null;
  }
}

/**
 * A saved list filter whose year starts at the current one: on the first visit (no query in the URL and none
 * remembered for the screen) the list opens on this year. True once the list may load.
 */
export function useTahunAwal(screen: string, list: ListQueryApi): boolean {
  // Decided once, on arrival: later changes (a reset, a cleared year) are the user's.
  const preset = useRef<boolean | null>(null);
  const applied = useRef(false);
  if (preset.current === null) {
    const empty = Object.keys(list.query.filters).length === 0 && !list.query.q;
    preset.current = empty && window.location.search === '' && !storedQuery(screen);
  }
  if (list.query.filters.tahun !== undefined) applied.current = true;
  useEffect(() => {
    if (preset.current && !applied.current) list.setFilter('tahun', String(currentYear()));
  }, [list]);
  // Until the preset is in the URL, the list waits (no query of every year first).
  return !preset.current || applied.current;
}

/** The list's reset, returning the year to the current one (the "UPG dissemination" filter of SPEC §3). */
export function resetKeTahunIni(list: ListQueryApi): ListQueryApi {
  return {
    ...list,
    reset: () => {
      list.reset();
      list.setFilter('tahun', String(currentYear()));
    },
  };
}

/** A filter value as a number (or null). */
export const numberFilter = (list: ListQueryApi, field: string): number | null =>
  list.query.filters[field] ? Number(list.query.filters[field]) : null;

/** Sets a numeric filter (null clears it). */
export const setNumberFilter =
  (list: ListQueryApi, field: string, clears: readonly string[] = []) =>
  (v: number | null) =>
    list.setFilter(field, v === null ? undefined : String(v), clears);

/** A text filter applied on Enter (e.g. part of the speakers' names); clearing applies at once. */
export function TextFilter({ list, field, label }: { list: ListQueryApi; field: string; label: string }) {
  const value = list.query.filters[field] ?? '';
  return (
    <Input
      key={value}
      aria-label={label}
      placeholder={label}
      allowClear
      defaultValue={value}
      style={{ width: 180 }}
      onPressEnter={(e) => list.setFilter(field, e.currentTarget.value.trim() || undefined)}
      onChange={(e) => {
        if (e.type === 'click' && e.target.value === '') list.setFilter(field, undefined);
      }}
    />
  );
}
