import type { ReactNode } from 'react';
import { Spinner } from '@/ui/plain/controls';
import './situs.css';

interface PublicPageProps {
  title: string;
  subtitle?: ReactNode;
  extra?: ReactNode;
  loading?: boolean;
  /** Narrow column for reading (articles, pages). */
  narrow?: boolean;
  children?: ReactNode;
}

/**
 * The frame of a public content screen: a centred column with its title. Plain markup (no antd), so a first visit
 * to any public page stays within its 150 KB script budget (scripts/bundle-budget.ts).
 */
export function PublicPage({ title, subtitle, extra, loading, narrow, children }: PublicPageProps) {
  return (
    <div className={narrow ? 'sp-page sp-narrow' : 'sp-page'}>
      <h1 className="sp-title">{title}</h1>
      {subtitle ? <p className="sp-subtitle">{subtitle}</p> : null}
      {extra}
      {loading ? (
        <div className="sp-center">
          <Spinner size="large" label="Memuat" />
        </div>
      ) : (
        children
      )}
    </div>
  );
}

/** Nothing to show: a short grey message. */
export function Kosong({ children }: { children: ReactNode }) {
  return (
    <div className="sp-empty" role="status">
      {children}
    </div>
  );
}

/** A failed read with a retry. */
export function Gagal({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="sp-empty" role="alert">
      Data tidak dapat dimuat.{' '}
      <button type="button" className="sp-linkish" onClick={onRetry}>
        Coba lagi
      </button>
    </div>
  );
}

/** A small coloured label (category, kind). */
export function Label({ children }: { children: ReactNode }) {
  return <span className="sp-tag">{children}</span>;
}

/** The not-found answer of a public page (an unknown or unpublished record), without antd. */
export function TidakDitemukan() {
  return (
    <div className="sp-page sp-narrow sp-center">
      <div className="sp-404" aria-hidden>
        404
      </div>
      <h1 className="sp-title">Halaman tidak ditemukan</h1>
      <p className="sp-subtitle">Maaf, halaman yang Anda cari tidak ada atau telah dipindahkan.</p>
      <a className="pl-btn pl-link-btn pl-btn-primary" href="/">
        <span>Kembali ke beranda</span>
      </a>
    </div>
  );
}
