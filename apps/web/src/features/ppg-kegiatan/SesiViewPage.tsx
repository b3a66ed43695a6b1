import { formatDate, formatDateTime } from '@gratifikasi/domain';
import {
  Card,
  Col,
  Descriptions,
  Input,
  Progress,
  Result,
  Row,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { ExportButton } from '@/ui/ExportButton';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { SurveiSesiCard } from '../ppg-survei-kegiatan/SurveiSesiCard';
import { eksporSesi, usePresensiList, useSesi } from './api';
import { RekapTables } from './parts';

/** Who attended a session, newest first, searchable, with the Excel export. */
function DaftarHadir({ kegiatanId, id }: { kegiatanId: number; id: number }) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const list = usePresensiList(kegiatanId, id, { page, per_page: 20, q: q || undefined });
  return (
    <Card
      size="small"
      title="Daftar hadir"
      extra={<ExportButton onExport={() => eksporSesi(kegiatanId, id)} />}
    >
      <Input.Search
        allowClear
        placeholder="Cari nama, email, atau instansi"
        aria-label="Cari peserta"
        onSearch={(v) => {
          setQ(v);
          setPage(1);
        }}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <Table
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: q ? 'Tidak ada peserta yang cocok' : 'Belum ada peserta hadir' }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        scroll={{ x: true }}
        columns={[
          { key: 'nama', title: 'Nama', dataIndex: 'nama' },
          {
            key: 'identitas',
            title: 'Identitas',
            render: (_, r) => `${r.jenis_identitas} ${r.nomor_identitas}`,
          },
          { key: 'instansi', title: 'Instansi', dataIndex: 'instansi' },
          { key: 'level', title: 'Level jabatan', dataIndex: 'level_jabatan_label' },
          { key: 'email', title: 'Email', dataIndex: 'email' },
          { key: 'waktu', title: 'Waktu', render: (_, r) => formatDateTime(r.created_at) },
        ]}
      />
    </Card>
  );
}

/**
 * `kegiatan/:kegiatan_id/aktivitas/:id/view` and `/monitoring`: the session, its attendance link, its attendance
 * against its target (live on the monitoring route) by institution and position level, and who attended.
 */
export function SesiViewPage() {
  const params = useParams();
  const kegiatanId = Number(params.kegiatan_id);
  const id = Number(params.id);
  const monitoring = useLocation().pathname.endsWith('/monitoring');
  const sesi = useSesi(kegiatanId, id, monitoring);
  const back = (
    <LinkButton to={buildPath('kpk-kegiatan-view', { id: kegiatanId })}>Kembali ke kegiatan</LinkButton>
  );
  if (sesi.isLoading) return <Skeleton active />;
  if (!sesi.data) return <Result status="404" title="Sesi kegiatan tidak ditemukan" extra={back} />;
  const d = sesi.data;
  const persen = d.target_peserta ? Math.min(100, Math.round((d.rekap.total / d.target_peserta) * 100)) : 0;
  const path = (name: string) => buildPath(name, { kegiatan_id: kegiatanId, id });
  return (
    <>
      <PageHeader
        title={monitoring ? `Monitoring: ${d.judul}` : d.judul}
        subtitle={`${d.kegiatan.judul} · ${formatDate(d.tanggal)} ${d.jam_mulai}–${d.jam_selesai}`}
        extra={
          <Space wrap>
            {monitoring ? (
              <LinkButton to={path('kpk-kegiatan-aktivitas-view')}>Detail sesi</LinkButton>
            ) : (
              <LinkButton to={path('kpk-kegiatan-aktivitas-monitoring')}>Monitoring</LinkButton>
            )}
            <LinkButton to={path('kpk-kegiatan-aktivitas-edit')}>Ubah</LinkButton>
            <LinkButton to={path('kpk-kegiatan-aktivitas-laporan-view')}>Laporan sesi</LinkButton>
            {d.kegiatan.status === 'PELAPORAN' ? (
              <LinkButton
                type="primary"
                to={`${buildPath('kpk-kegiatan-create-presensi', { id: kegiatanId })}?sesi=${id}`}
              >
                Presensi QR
              </LinkButton>
            ) : null}
            {back}
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={monitoring ? 24 : 16}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <Card size="small" title="Kehadiran terhadap target">
              <Row gutter={16} align="middle">
                <Col xs={12} md={6}>
                  <Statistic title="Hadir" value={d.rekap.total} />
                </Col>
                <Col xs={12} md={6}>
                  <Statistic title="Target" value={d.target_peserta} />
                </Col>
                <Col xs={24} md={12}>
                  <Progress percent={persen} aria-label="Persentase kehadiran terhadap target" />
                  {d.presensi ? (
                    <Tag color={d.presensi.status === 'DIBUKA' ? 'green' : 'default'}>
                      Presensi: {d.presensi.status_label}
                    </Tag>
                  ) : (
                    <Tag>Presensi belum dibuka</Tag>
                  )}
                </Col>
              </Row>
            </Card>
            <Card size="small" title="Rekap kehadiran">
              <RekapTables rekap={d.rekap} />
            </Card>
            <DaftarHadir kegiatanId={kegiatanId} id={id} />
            <SurveiSesiCard
              kegiatanId={kegiatanId}
              sesiId={id}
              tanggal={d.tanggal}
              berjalan={d.kegiatan.status === 'PELAPORAN'}
            />
          </Space>
        </Col>
        {monitoring ? null : (
          <Col xs={24} lg={8}>
            <Card size="small" title="Sesi">
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label="Tanggal">{formatDate(d.tanggal)}</Descriptions.Item>
                <Descriptions.Item label="Jam">
                  {d.jam_mulai}–{d.jam_selesai}
                </Descriptions.Item>
                <Descriptions.Item label="Ruang">{d.ruang ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Narasumber">
                  {d.narasumber.length ? d.narasumber.join(', ') : '-'}
                </Descriptions.Item>
                <Descriptions.Item label="Agenda">
                  <span style={{ whiteSpace: 'pre-wrap' }}>{d.agenda ?? '-'}</span>
                </Descriptions.Item>
                <Descriptions.Item label="Catatan">{d.catatan ?? '-'}</Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
}
