import {
  formatNumber,
  formatPercent,
  formatRupiah,
  STATISTIK_TABEL,
  type StatistikKolom,
  type StatistikTabel,
} from '@gratifikasi/domain';
import { useMemo } from 'react';
import { csvUrl } from './api';
import { Chart } from './Chart';
import { chartSpecOf } from './chartSpec';

function figure(kolom: StatistikKolom, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  if (kolom.jenis === 'rupiah') return formatRupiah(value);
  if (kolom.jenis === 'persen') return formatPercent(value);
  return formatNumber(value, 0);
}

/** One open-data table: its chart, its figures (folded) and its CSV download. */
export function StatistikSection({ tabel }: { tabel: StatistikTabel }) {
  const def = STATISTIK_TABEL[tabel.kode];
  const spec = useMemo(() => chartSpecOf(tabel), [tabel]);
  const headingId = `st-${tabel.kode}`;
  return (
    <section className="st-card" aria-labelledby={headingId}>
      <div className="st-card-head">
        <div>
          <h2 id={headingId}>{def.judul}</h2>
          <p className="st-muted">{def.keterangan}</p>
        </div>
        <a className="st-csv" href={csvUrl(tabel.kode)} download={`statistik-${tabel.kode}.csv`}>
          Unduh CSV
        </a>
      </div>
      {tabel.baris.length === 0 ? (
        <p className="st-empty">
          Belum ada angka yang dapat ditampilkan: hanya bulan yang telah berakhir yang dihitung, dan setiap
          angka harus mewakili sedikitnya 5 laporan.
        </p>
      ) : (
        <>
          <Chart spec={spec} label={`Grafik ${def.judul.toLowerCase()}`} />
          <details className="st-details">
            <summary>Tabel data ({tabel.baris.length} baris)</summary>
            <div className="st-table-wrap">
              <table className="st-table">
                <thead>
                  <tr>
                    <th scope="col">{def.dimensi}</th>
                    {def.kolom.map((k) => (
                      <th scope="col" key={k.key} className="st-num">
                        {k.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {tabel.baris.map((b) => (
                    <tr key={b.kunci} className={b.lainnya ? 'st-lainnya' : undefined}>
                      <th scope="row">{b.label}</th>
                      {def.kolom.map((k) => (
                        <td key={k.key} className="st-num">
                          {figure(k, b.nilai[k.key])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
      {tabel.disamarkan > 0 ? (
        <p className="st-note">
          {tabel.disamarkan} baris dengan kurang dari 5 laporan digabung menjadi “Lainnya” atau tidak
          ditampilkan.
        </p>
      ) : null}
    </section>
  );
}
