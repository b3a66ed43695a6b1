import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatRupiah,
  type MasterField,
} from '@gratifikasi/domain';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { RichText } from '@/ui/RichText';
import type { MasterItem } from './api';

/** The text of one field of a row as the screens show it (labels of relations, Ya/Tidak, rupiah, dates). */
export function fieldText(field: MasterField, item: MasterItem): string {
  const value = item[field.name];
  if (field.type === 'relation') {
    const label = item.labels?.[field.name];
    return label ?? (value === null || value === undefined ? '' : String(value));
  }
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'boolean':
      return value === true ? 'Ya' : 'Tidak';
    case 'money':
      return formatRupiah(value as string | number);
    case 'decimal':
      return formatNumber(value as string | number);
    case 'date':
      return formatDate(value as string);
    case 'enum': {
      const label = (v: unknown) => field.options?.find((o) => o.value === v)?.label ?? String(v);
      return Array.isArray(value) ? value.map(label).join(', ') : label(value);
    }
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/** The cell of one field: a colour swatch for colours, a tag for booleans, else the text. */
export function fieldCell(field: MasterField, item: MasterItem): ReactNode {
  const text = fieldText(field, item);
  if (field.type === 'color' && text) {
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <span
          style={{ width: 14, height: 14, borderRadius: 3, background: text, border: '1px solid #d9d9d9' }}
        />
        {text}
      </span>
    );
  }
  if (field.type === 'boolean' && text) return <Tag color={text === 'Ya' ? 'green' : 'default'}>{text}</Tag>;
  if (field.type === 'json' && text) return <code style={{ whiteSpace: 'pre-wrap' }}>{text}</code>;
  // Rich text was sanitised by the server when it was saved.
  if (field.type === 'richtext' && text) return <RichText html={text} />;
  return text || '—';
}

/** Created/updated timestamps as shown on the detail screen. */
export const timestampText = (value: string | null | undefined) => formatDateTime(value) || '—';
