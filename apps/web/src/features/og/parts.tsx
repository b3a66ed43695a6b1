import {
  formatDate,
  formatDateTime,
  formatNumber,
  OG_AKSI_LABELS,
  OG_FINAL,
  OG_STATE_LABELS,
  type OgAksi,
  type OgItem,
  type OgMutasi,
  type OgState,
  roleLabel,
  STATUS_KEPEMILIKAN_LABELS,
} from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Tag, Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';

const STATE_COLORS: Readonly<Record<OgState, string>> = {
  DIHARAPKAN: 'default',
  DITERIMA: 'blue',
  DIVERIFIKASI: 'geekblue',
  DISIMPAN: 'cyan',
  DIKEMAS: 'purple',
  DIKEMBALIKAN: 'green',
  DISERAHKAN_DJKN: 'green',
  DISERAHKAN_LANGSUNG: 'green',
  DIBAYAR: 'green',
};

export function StateTag({ state }: { state: OgState }) {
  return <Tag color={STATE_COLORS[state]}>{OG_STATE_LABELS[state]}</Tag>;
}

export function KepemilikanTag({ value }: { value: OgItem['kepemilikan'] }) {
  return <Tag color={value === 'MILIK_PENERIMA' ? 'gold' : 'red'}>{STATUS_KEPEMILIKAN_LABELS[value]}</Tag>;
}

/** The 7 HK handover date of a state-owned object, in red once passed while it is still not handed over. */
export function BatasSerah({ og, today }: { og: OgItem; today: string }) {
  if (!og.batas_serah) return <>-</>;
  const late = og.batas_serah < today && !OG_FINAL.includes(og.state);
  return late ? (
    <Typography.Text type="danger">{formatDate(og.batas_serah)} (lewat)</Typography.Text>
  ) : (
    formatDate(og.batas_serah)
  );
}

export const nilaiText = (og: Pick<OgItem, 'mata_uang_kode' | 'nilai'>) =>
  `${og.mata_uang_kode} ${formatNumber(og.nilai)}`;

export const todayIso = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/** The register's columns every OG table shares. */
export function ogColumns(today: string): TableColumnsType<OgItem> {
  return [
    {
      key: 'kode',
      title: 'Kode',
      render: (_, r) => <Link to={buildPath('kpk-og-view', { id: r.id })}>{r.kode}</Link>,
    },
    {
      key: 'uraian',
      title: 'Uraian',
      render: (_, r) => `${r.uraian} (${r.jumlah}${r.satuan ? ` ${r.satuan}` : ''})`,
    },
    {
      key: 'laporan',
      title: 'Laporan / SK',
      render: (_, r) => `${r.nomor_laporan ?? '-'} / ${r.nomor_sk ?? '-'}`,
    },
    { key: 'kepemilikan', title: 'Kepemilikan', render: (_, r) => <KepemilikanTag value={r.kepemilikan} /> },
    { key: 'nilai', title: 'Nilai', align: 'right', render: (_, r) => nilaiText(r) },
    { key: 'state', title: 'Status', render: (_, r) => <StateTag state={r.state} /> },
    { key: 'lokasi', title: 'Lokasi', render: (_, r) => r.box_kode ?? r.lokasi_nama ?? '-' },
    { key: 'batas', title: 'Batas Serah (7 HK)', render: (_, r) => <BatasSerah og={r} today={today} /> },
  ];
}

const OTHER_LABELS: Readonly<Record<string, string>> = {
  sk: 'SK bernomor',
  cocok: 'Dicocokkan dengan rincian laporan',
};
const aksiLabel = (aksi: string) => OTHER_LABELS[aksi] ?? OG_AKSI_LABELS[aksi as OgAksi] ?? aksi;

/** Every movement of an object, oldest first: who, when, from where to where, and the record that proves it. */
export function MutasiTimeline({ mutasi }: { mutasi: readonly OgMutasi[] }) {
  return (
    <Timeline
      items={mutasi.map((m) => ({
        key: m.id,
        children: (
          <div>
            <Typography.Text strong>{aksiLabel(m.aksi)}</Typography.Text>{' '}
            <Typography.Text type="secondary">{formatDateTime(m.created_at)}</Typography.Text>
            <div>
              {m.state_from ? `${OG_STATE_LABELS[m.state_from as OgState] ?? m.state_from} → ` : ''}
              {OG_STATE_LABELS[m.state_to as OgState] ?? m.state_to}
              {m.lokasi_from !== m.lokasi_to
                ? ` · lokasi ${m.lokasi_from ?? '-'} → ${m.lokasi_to ?? '-'}`
                : ''}
            </div>
            <div>
              {m.user_name ? `Oleh ${m.user_name}${m.role ? ` (${roleLabel(m.role)})` : ''}` : 'Oleh sistem'}
              {m.dokumen_nomor ? ` · Berita acara ${m.dokumen_nomor}` : ''}
            </div>
            {m.catatan ? <Typography.Text type="secondary">{m.catatan}</Typography.Text> : null}
          </div>
        ),
      }))}
    />
  );
}
