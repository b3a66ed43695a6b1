import { type BuktiVerifikasi, formatDate } from '@gratifikasi/domain';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';

function Bagian({ judul, kosong, items }: { judul: string; kosong: string; items: ReactNode[] }) {
  return (
    <section style={{ marginBottom: 12 }}>
      <Typography.Text strong>{judul}</Typography.Text>
      {items.length ? (
        <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>{items}</ul>
      ) : (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {kosong}
        </Typography.Paragraph>
      )}
    </section>
  );
}

/**
 * The institution's PPG evidence of the year beside the indicators: its dissemination events and innovations with
 * their files (opened on their own pages). Plan realisation evidence has its slot here; it is read from the
 * realisation module once that exists.
 */
export function BuktiPanel({ bukti }: { bukti: BuktiVerifikasi }) {
  return (
    <Card size="small" title="Bukti dukung instansi">
      <Bagian
        judul="Diseminasi"
        kosong="Belum ada diseminasi tahun ini"
        items={bukti.diseminasi.map((d) => (
          <li key={d.id}>
            <Link to={buildPath('kpk-kpk-diseminasi-detail', { id: d.id })}>{d.nama}</Link>
            <Typography.Text type="secondary">
              {` · ${formatDate(d.tanggal)} · ${d.berkas.length} berkas dokumentasi`}
            </Typography.Text>
          </li>
        ))}
      />
      <Bagian
        judul="Inovasi"
        kosong="Belum ada inovasi tahun ini"
        items={bukti.inovasi.map((i) => (
          <li key={i.id}>
            <Link to={buildPath('kpk-kpk-inovasi-detail', { id: i.id })}>{i.nama}</Link>
            <Typography.Text type="secondary">{` · Triwulan ${i.triwulan} · ${i.berkas.length} berkas bukti`}</Typography.Text>
          </li>
        ))}
      />
      <Bagian
        judul="Realisasi rencana kerja"
        kosong="Bukti realisasi rencana kerja dibaca dari modul realisasi"
        items={bukti.realisasi.map((r) => (
          <li key={r.id}>
            {r.nama} · Triwulan {r.triwulan}
          </li>
        ))}
      />
    </Card>
  );
}
