import { useSearchParams } from 'react-router';
import { useBeritaList, useKategoriBerita } from './api';
import { BeritaCard } from './BeritaCard';
import { CariForm, Pager, Pilihan } from './plain/controls';
import { Gagal, Kosong, PublicPage } from './plain/PublicPage';

const PER_PAGE = 9;

/** /news: published articles, newest first; category, search and page live in the URL (shareable). */
export function BeritaListPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kategori = Number(params.get('kategori')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useBeritaList({ page, per_page: PER_PAGE, q, kategori_berita_id: kategori });
  const kategoris = useKategoriBerita();

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };

  return (
    <PublicPage title="Berita" subtitle="Kabar terbaru seputar pengendalian gratifikasi dari KPK.">
      <div className="sp-toolbar">
        <CariForm
          key={q}
          value={q}
          label="Cari berita"
          onSearch={(value) => update({ q: value, page: undefined })}
        />
        <Pilihan
          label="Kategori berita"
          value={kategori}
          options={[
            { value: undefined, label: 'Semua' },
            ...(kategoris.data ?? []).map((k) => ({ value: k.id, label: k.nama })),
          ]}
          onChange={(value) => update({ kategori: value, page: undefined })}
        />
      </div>
      {list.isError ? (
        <Gagal onRetry={() => list.refetch()} />
      ) : list.isPending ? null : list.data.items.length === 0 ? (
        <Kosong>{q ? `Tidak ada berita yang cocok dengan “${q}”.` : 'Belum ada berita.'}</Kosong>
      ) : (
        <>
          <div className="sp-grid">
            {list.data.items.map((berita) => (
              <BeritaCard key={berita.id} berita={berita} />
            ))}
          </div>
          <Pager
            page={page}
            perPage={PER_PAGE}
            total={list.data.total}
            onChange={(p) => update({ page: p })}
          />
        </>
      )}
    </PublicPage>
  );
}
