import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useDokumenList, useJenisDokumen } from './api';
import { CariForm, Pager, Pilihan } from './plain/controls';
import { Gagal, Kosong, Label, PublicPage } from './plain/PublicPage';
import { tanggalPanjang } from './plain/tanggal';

const PER_PAGE = 10;
const YEARS = 12;

/** /dokumen: published public documents, newest first; kind, year, search and page live in the URL. */
export function DokumenListPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const jenis = Number(params.get('jenis')) || undefined;
  const tahun = Number(params.get('tahun')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useDokumenList({ page, per_page: PER_PAGE, q, jenis_publikasi_dokumen_id: jenis, tahun });
  const jenisList = useJenisDokumen();
  const thisYear = new Date().getFullYear();

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };

  return (
    <PublicPage
      title="Dokumen Publik"
      subtitle="Peraturan, pedoman, dan keputusan tentang gratifikasi yang diumumkan kepada publik."
    >
      <div className="sp-toolbar">
        <CariForm
          key={q}
          value={q}
          label="Cari dokumen"
          onSearch={(value) => update({ q: value, page: undefined })}
        />
        <Pilihan
          label="Jenis dokumen"
          value={jenis}
          options={[
            { value: undefined, label: 'Semua jenis' },
            ...(jenisList.data ?? []).map((j) => ({ value: j.id, label: j.nama })),
          ]}
          onChange={(value) => update({ jenis: value, page: undefined })}
        />
        <label className="sp-muted">
          Tahun dokumen{' '}
          <select
            className="sp-select"
            value={tahun ?? ''}
            onChange={(e) => update({ tahun: e.target.value || undefined, page: undefined })}
          >
            <option value="">Semua tahun</option>
            {Array.from({ length: YEARS }, (_, i) => thisYear - i).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isError ? (
        <Gagal onRetry={() => list.refetch()} />
      ) : list.isPending ? null : list.data.items.length === 0 ? (
        <Kosong>{q ? `Tidak ada dokumen yang cocok dengan “${q}”.` : 'Belum ada dokumen publik.'}</Kosong>
      ) : (
        <>
          <p className="sp-muted" aria-live="polite">
            {list.data.total} dokumen
          </p>
          <ul className="sp-list">
            {list.data.items.map((d) => (
              <li className="sp-row" key={d.id}>
                <Label>{d.jenis.nama}</Label>
                <span className="sp-muted">{tanggalPanjang(d.tanggal_dokumen)}</span>
                <h2>
                  <Link to={buildPath('dokumen-detail', { id: d.id })}>{d.judul}</Link>
                </h2>
                {d.nomor ? <div className="sp-muted">Nomor {d.nomor}</div> : null}
                {d.ringkasan ? <p className="sp-clamp">{d.ringkasan}</p> : null}
              </li>
            ))}
          </ul>
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
