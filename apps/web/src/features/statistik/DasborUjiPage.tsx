import { STATISTIK_TABEL, type StatistikTabel } from '@gratifikasi/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { Spinner } from '@/ui/plain/controls';
import { csvUrl, useStatistik } from './api';
import { CatatanData } from './CatatanData';
import { Chart } from './Chart';
import { chartSpecOf } from './chartSpec';
import { Figures } from './Figures';
import './statistik.css';

/** One tile: a table of the open data as its chart, with the CSV beside it. */
function Tile({ tabel }: { tabel: StatistikTabel }) {
  const def = STATISTIK_TABEL[tabel.kode];
  const spec = useMemo(() => chartSpecOf(tabel), [tabel]);
  const headingId = `dasbor-${tabel.kode}`;
  return (
    <section className="st-card st-tile" aria-labelledby={headingId}>
      <div className="st-card-head">
        <h2 id={headingId}>{def.judul}</h2>
        <a className="st-csv" href={csvUrl(tabel.kode)} download={`statistik-${tabel.kode}.csv`}>
          CSV
        </a>
      </div>
      {tabel.baris.length === 0 ? (
        <p className="st-empty">
          Belum ada angka: hanya bulan yang telah berakhir yang dihitung, dan setiap angka harus mewakili
          sedikitnya 5 laporan.
        </p>
      ) : (
        <Chart spec={spec} label={`Grafik ${def.judul.toLowerCase()}`} />
      )}
    </section>
  );
}

/**
 * `/dashboard-test` (spec §2, no guard): the public trial dashboard — the open data's headline figures and every
 * table as a chart tile, on one screen, from the same figures as /statistik (anonymised, cached; issue 13 §3).
 * Plain markup within the public pages' script budget; ECharts arrives after the figures.
 */
export function DasborUjiPage() {
  const { data, isPending, isError, refetch } = useStatistik();
  return (
    <div className="st-page">
      <header className="st-hero">
        <h1>Uji Dasbor</h1>
        <p>
          Dasbor percontohan dari data terbuka pelaporan gratifikasi: angka utama dan grafiknya dalam satu
          layar. Angkanya sama dengan halaman <Link to={buildPath('statistik')}>Statistik Gratifikasi</Link>,
          yang juga memuat tabel lengkapnya.
        </p>
      </header>
      {isPending ? (
        <div className="st-center">
          <Spinner size="large" label="Memuat dasbor" />
        </div>
      ) : isError ? (
        <div className="st-center">
          <p>Dasbor tidak dapat dimuat.</p>
          <button type="button" className="pl-btn" onClick={() => void refetch()}>
            Coba lagi
          </button>
        </div>
      ) : (
        <>
          <CatatanData sampai={data.data_sampai} />
          <Figures r={data.ringkasan} />
          <div className="st-tiles">
            {data.tabel.map((tabel) => (
              <Tile key={tabel.kode} tabel={tabel} />
            ))}
          </div>
          <p className="st-muted st-foot">
            Angka bertambah setiap awal bulan; angka yang mewakili kurang dari 5 laporan digabung atau tidak
            ditampilkan.
          </p>
        </>
      )}
    </div>
  );
}
