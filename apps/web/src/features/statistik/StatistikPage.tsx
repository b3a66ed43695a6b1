import { Spinner } from '@/ui/plain/controls';
import { useStatistik } from './api';
import { CatatanData } from './CatatanData';
import { Figures } from './Figures';
import { StatistikSection } from './StatistikTable';
import './statistik.css';

/**
 * The public open-data page (issue 13 §3): headline figures, then per table a chart and its figures with a CSV
 * download. Plain markup (no antd), so a first visit stays within the public pages' script budget; ECharts arrives
 * after the figures.
 */
export function StatistikPage() {
  const { data, isPending, isError, refetch } = useStatistik();
  return (
    <div className="st-page">
      <header className="st-hero">
        <h1>Statistik Gratifikasi</h1>
        <p>
          Data terbuka pelaporan gratifikasi kepada KPK, dihitung dari seluruh laporan yang disampaikan
          melalui Gratifikasi Online. Tidak ada angka yang dapat menunjuk seseorang: angka yang mewakili
          kurang dari 5 laporan digabung menjadi “Lainnya” atau tidak ditampilkan.
        </p>
      </header>
      {isPending ? (
        <div className="st-center">
          <Spinner size="large" label="Memuat statistik" />
        </div>
      ) : isError ? (
        <div className="st-center">
          <p>Statistik tidak dapat dimuat.</p>
          <button type="button" className="pl-btn" onClick={() => void refetch()}>
            Coba lagi
          </button>
        </div>
      ) : (
        <>
          <CatatanData sampai={data.data_sampai} />
          <Figures r={data.ringkasan} />
          {data.tabel.map((tabel) => (
            <StatistikSection key={tabel.kode} tabel={tabel} />
          ))}
          <p className="st-muted st-foot">
            Angka bertambah setiap awal bulan, saat bulan sebelumnya ditutup. Nilai dalam rupiah menurut
            taksiran pada laporan; nilai milik negara menurut Surat Keputusan (SK) yang telah ditandatangani.
          </p>
        </>
      )}
    </div>
  );
}
