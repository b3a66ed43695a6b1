import {
  type DraftLaporanKegiatan,
  formatDate,
  type PesertaLaporanKegiatan,
  type SesiLaporanKegiatan,
  type StatusLaporanKegiatan,
} from '@gratifikasi/domain';
import { Button, Card, Col, Descriptions, Result, Row, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '@/platform/api';

const WARNA: Record<StatusLaporanKegiatan, string> = {
  DRAFT: 'default',
  REVIEWER: 'processing',
  RETURN: 'orange',
  DIREKTUR: 'purple',
  EOFFICE: 'gold',
  APPROVED: 'success',
  REJECTED: 'error',
};

/** A report's status as the server words it (`status_label`). */
export function StatusLaporanTag({ status, label }: { status: StatusLaporanKegiatan; label: string }) {
  return <Tag color={WARNA[status] ?? 'default'}>{label}</Tag>;
}

/** The steps of the report's approval (LAPORAN_KEGIATAN_SEED), for its history. */
export const LANGKAH_LAPORAN: Record<string, string> = {
  draf: 'Penyusunan laporan',
  reviu: 'Reviu Group Head PPG',
  dikembalikan: 'Perbaikan laporan',
  direktur: 'Persetujuan Direktur',
  eoffice: 'Penandatanganan di E-Office',
  disetujui: 'Laporan disetujui',
  ditolak: 'Ditolak e-office',
};

export const rentang = (a: string, b: string) =>
  a === b ? formatDate(a) : `${formatDate(a)} – ${formatDate(b)}`;

/** A report (or its draft) that could not be shown: not found (404), or a failed load with a retry. */
export function LaporanTidakTampil({
  error,
  retry,
  back,
  judul = 'Laporan kegiatan',
}: {
  error: unknown;
  retry: () => void;
  back: ReactNode;
  judul?: string;
}) {
  if (!error || (error instanceof ApiError && error.status === 404)) {
    return <Result status="404" title={`${judul} tidak ditemukan`} extra={back} />;
  }
  const pesan = error instanceof ApiError && error.status < 500 ? error.message : undefined;
  return (
    <Result
      status={error instanceof ApiError && error.status === 403 ? '403' : 'error'}
      title={`${judul} tidak dapat dimuat`}
      subTitle={pesan}
      extra={
        <Space>
          <Button type="primary" onClick={retry}>
            Coba lagi
          </Button>
          {back}
        </Space>
      }
    />
  );
}

type KegiatanRingkas = DraftLaporanKegiatan['kegiatan'];

/** The activity the report is about. */
export function KegiatanCard({ kegiatan: k, extra }: { kegiatan: KegiatanRingkas; extra?: ReactNode }) {
  return (
    <Card size="small" title="Kegiatan" extra={extra}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Judul">{k.judul}</Descriptions.Item>
        <Descriptions.Item label="Jenis / bentuk">
          {k.jenis_kegiatan ?? '-'} · {k.bentuk_kegiatan ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Tanggal">{rentang(k.tanggal_mulai, k.tanggal_selesai)}</Descriptions.Item>
        <Descriptions.Item label="Tempat">{k.tempat ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Instansi sasaran">
          {k.instansi_sasaran.length ? k.instansi_sasaran.map((i) => <Tag key={i}>{i}</Tag>) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Tim pelaksana">
          {k.tim.length
            ? k.tim.map((t) => (
                <Tag key={`${t.nama}-${t.peran}`}>
                  {t.nama} ({t.peran})
                </Tag>
              ))
            : '-'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** One session's when, who spoke and attendance against its target. */
export function SesiInfo({ sesi: s }: { sesi: SesiLaporanKegiatan }) {
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong>{s.judul}</Typography.Text>
      <Typography.Text type="secondary">
        {formatDate(s.tanggal)} · {s.jam_mulai}–{s.jam_selesai} · Hadir {s.hadir} dari target{' '}
        {s.target_peserta}
      </Typography.Text>
      <Typography.Text type="secondary">
        Narasumber: {s.narasumber.length ? s.narasumber.join(', ') : '-'}
      </Typography.Text>
    </Space>
  );
}

/** The sessions with what was written of each (read-only). */
export function SesiCard({ sesi }: { sesi: SesiLaporanKegiatan[] }) {
  return (
    <Card size="small" title="Pelaksanaan sesi">
      {sesi.length === 0 ? (
        <Typography.Text type="secondary">Kegiatan ini tidak memiliki sesi.</Typography.Text>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} size={12}>
          {sesi.map((s) => (
            <div key={s.aktivitas_id}>
              <SesiInfo sesi={s} />
              <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: '4px 0 0' }}>
                {s.uraian ?? '-'}
              </Typography.Paragraph>
            </div>
          ))}
        </Space>
      )}
    </Card>
  );
}

/** Participants as attendance recorded them: by institution and by position level. */
export function PesertaCard({ peserta }: { peserta: PesertaLaporanKegiatan }) {
  return (
    <Card
      size="small"
      title={`Peserta (${peserta.total})`}
      extra={<Typography.Text type="secondary">Diambil dari presensi</Typography.Text>}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Table
            size="small"
            rowKey="instansi"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={peserta.per_instansi}
            locale={{ emptyText: 'Belum ada peserta hadir' }}
            columns={[
              { key: 'instansi', title: 'Instansi', dataIndex: 'instansi' },
              { key: 'jumlah', title: 'Jumlah', dataIndex: 'jumlah', align: 'right' },
            ]}
          />
        </Col>
        <Col xs={24} md={12}>
          <Table
            size="small"
            rowKey="level"
            pagination={false}
            dataSource={peserta.per_level}
            locale={{ emptyText: 'Belum ada peserta hadir' }}
            columns={[
              { key: 'label', title: 'Level jabatan', dataIndex: 'label' },
              { key: 'jumlah', title: 'Jumlah', dataIndex: 'jumlah', align: 'right' },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}

/** A long text of the report, kept as written. */
export function Teks({ children }: { children: string | null }) {
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
      {children || '-'}
    </Typography.Paragraph>
  );
}
