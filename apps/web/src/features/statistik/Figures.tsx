import { formatNumber, formatPercent, formatRupiah, type StatistikRingkasan } from '@gratifikasi/domain';
import './statistik.css';

const count = (n: number | null) => (n === null ? '< 5' : formatNumber(n, 0));

/** The headline figures of the open data (small cells shown as “< 5”): the open-data page and the landing. */
export function Figures({ r }: { r: StatistikRingkasan }) {
  const items = [
    { label: 'Laporan disampaikan', value: count(r.laporan) },
    { label: 'Laporan diputus dengan SK', value: count(r.diputus) },
    {
      label: 'Ditetapkan milik negara',
      value: count(r.milik_negara),
      note:
        r.persen_milik_negara === null
          ? undefined
          : `${formatPercent(r.persen_milik_negara)} dari yang diputus`,
    },
    {
      label: 'Nilai ditetapkan milik negara',
      value: r.nilai_milik_negara === null ? '–' : formatRupiah(r.nilai_milik_negara),
    },
    { label: 'Tidak ditindaklanjuti', value: count(r.tidak_ditindaklanjuti) },
  ];
  return (
    <ul className="st-figures">
      {items.map((item) => (
        <li key={item.label}>
          <span className={item.value.length > 14 ? 'st-figure st-figure-long' : 'st-figure'}>
            {item.value}
          </span>
          <span>{item.label}</span>
          {item.note ? <span className="st-muted">{item.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
