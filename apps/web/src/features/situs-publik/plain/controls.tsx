import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useState } from 'react';
import { PlainButton, PlainInput } from '@/ui/plain/controls';
import { PlainIcon } from '@/ui/plain/icon';

/** A search field with its button; submits the trimmed phrase (Enter or the button). */
export function CariForm({
  value,
  label,
  placeholder,
  onSearch,
}: {
  value: string;
  label: string;
  placeholder?: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  return (
    <form
      aria-label={label}
      className="sp-search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <PlainInput
        type="search"
        value={text}
        onChange={setText}
        aria-label={label}
        placeholder={placeholder ?? label}
        prefix={<PlainIcon icon={SearchOutlined} />}
      />
      <PlainButton htmlType="submit" type="primary">
        Cari
      </PlainButton>
    </form>
  );
}

/** Choice chips (one selected): categories, kinds. */
export function Pilihan<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T | undefined; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <fieldset className="sp-chips" aria-label={label}>
      {options.map((o) => (
        <button
          key={String(o.value ?? '')}
          type="button"
          className="sp-chip"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

/** Page numbers around the current one, first and last, as a navigation list; hidden for a single page. */
export function Pager({
  page,
  perPage,
  total,
  onChange,
}: {
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages);
  return (
    <nav className="sp-pager" aria-label="Halaman">
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="Sebelumnya">
        ‹
      </button>
      {shown.map((p, i) => (
        <span key={p}>
          {i > 0 && p - shown[i - 1]! > 1 ? <span className="sp-gap">…</span> : null}
          <button
            type="button"
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Halaman ${p}`}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        </span>
      ))}
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
        aria-label="Berikutnya"
      >
        ›
      </button>
    </nav>
  );
}
