import { PlusOutlined } from '@ant-design/icons';
import { formatDate, PENYUSUN_LAPORAN_KEGIATAN } from '@gratifikasi/domain';
import { Card, Col, Descriptions, Result, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { ExportButton } from '@/ui/ExportButton';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { JejakPermintaan, KeputusanPanel, PosisiAlert } from '@/ui/workflow';
import { useKegiatanTanpaLaporan } from '../ppg-laporan-kegiatan/api';
import { HasilSurveiKegiatanCard } from '../ppg-survei-kegiatan/HasilSurveiKegiatan';
import {
  eksporKegiatan,
  type KegiatanDetail,
  useKegiatan,
  useKeputusanKegiatan,
  useRekapKegiatan,
} from './api';
import { LANGKAH_KEGIATAN, RekapTables, StatusKegiatanTag } from './parts';
import { TimEditor } from './TimEditor';

const tanggal = (a: string, b: string) => (a === b ? formatDate(a) : `${formatDate(a)} – ${formatDate(b)}`);

function Rincian({ d }: { d: KegiatanDetail }) {
  return (
    <Card size="small" title="Kegiatan">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Status">
          <StatusKegiatanTag status={d.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Jenis / bentuk">
          {d.jenis_kegiatan ?? '-'} · {d.bentuk_kegiatan ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Sumber penugasan">{d.sumber_penugasan_label}</Descriptions.Item>
        <Descriptions.Item label="Kegiatan utama">{d.kegiatan_utama ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Bidang">{d.bidang ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Tanggal">{tanggal(d.tanggal_mulai, d.tanggal_selesai)}</Descriptions.Item>
        <Descriptions.Item label="Tempat">
          {[d.alamat, d.kota_kabupaten, d.provinsi].filter(Boolean).join(', ') || '-'}
          {d.tautan_rapat ? (
            <div>
              <a href={d.tautan_rapat} target="_blank" rel="noopener noreferrer">
                {d.tautan_rapat}
              </a>
            </div>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label="Instansi sasaran">
          {d.instansi.length ? d.instansi.map((i) => <Tag key={i.id}>{i.nama}</Tag>) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Tim">
          {d.tim.length
            ? d.tim.map((t) => (
                <Tag key={t.user_id} color={t.peran === 'KETUA' ? 'blue' : undefined}>
                  {t.nama}
                  {t.peran === 'KETUA' ? ' (ketua)' : ''}
                </Tag>
              ))
            : 'Belum ditetapkan'}
        </Descriptions.Item>
        <Descriptions.Item label="Catatan anggaran">{d.catatan_anggaran ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Deskripsi">{d.deskripsi ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Penyusun">{d.penyusun ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Halaman publik">
          {d.dipublikasikan ? 'Ditampilkan' : 'Tidak ditampilkan'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function Sesi({ d }: { d: KegiatanDetail }) {
  const path = (name: string, sesi: number) => buildPath(name, { kegiatan_id: d.id, id: sesi });
  return (
    <Card
      size="small"
      title="Sesi kegiatan"
      extra={
        d.dapat_kelola_sesi ? (
          <LinkButton
            size="small"
            icon={<PlusOutlined />}
            to={buildPath('kpk-kegiatan-aktivitas', { kegiatan_id: d.id })}
          >
            Tambah sesi
          </LinkButton>
        ) : null
      }
    >
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={d.sesi}
        locale={{ emptyText: 'Belum ada sesi' }}
        columns={[
          {
            key: 'judul',
            title: 'Sesi',
            render: (_, s) => <Link to={path('kpk-kegiatan-aktivitas-view', s.id)}>{s.judul}</Link>,
          },
          {
            key: 'tanggal',
            title: 'Waktu',
            render: (_, s) => `${formatDate(s.tanggal)} ${s.jam_mulai}–${s.jam_selesai}`,
          },
          { key: 'ruang', title: 'Ruang', render: (_, s) => s.ruang ?? '-' },
          {
            key: 'hadir',
            title: 'Hadir / target',
            align: 'right',
            render: (_, s) => `${s.hadir} / ${s.target_peserta}`,
          },
          {
            key: 'aksi',
            title: '',
            render: (_, s) => (
              <Space size={4} wrap>
                <Link to={path('kpk-kegiatan-aktivitas-monitoring', s.id)}>Monitoring</Link>
                {d.status === 'PELAPORAN' && d.dapat_kelola_sesi ? (
                  <Link to={`${buildPath('kpk-kegiatan-create-presensi', { id: d.id })}?sesi=${s.id}`}>
                    Presensi
                  </Link>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/**
 * The activity's report: at its reporting stage a team member whose activity has no report yet (it is among their
 * `laporan-kegiatan/draft-kegiatan`) starts one here.
 */
function LaporanKegiatanCard({ d }: { d: KegiatanDetail }) {
  const role = useSession().profile?.active_role?.name ?? '';
  const penyusun = (PENYUSUN_LAPORAN_KEGIATAN as readonly string[]).includes(role);
  const tanpaLaporan = useKegiatanTanpaLaporan(penyusun && d.status === 'PELAPORAN');
  if (!tanpaLaporan.data?.some((k) => k.id === d.id)) return null;
  return (
    <Card size="small" title="Laporan kegiatan">
      <Space orientation="vertical">
        <Typography.Text type="secondary">
          Kegiatan telah dilaksanakan dan belum memiliki laporan.
        </Typography.Text>
        <LinkButton type="primary" to={`${buildPath('kpk-laporan-kegiatan-create')}?kegiatan_id=${d.id}`}>
          Buat laporan kegiatan
        </LinkButton>
      </Space>
    </Card>
  );
}

/**
 * `kegiatan-view/:id` and `gh-kegiatan-edit/:id`: the activity, its sessions and attendance, the decisions the engine
 * offers the caller and its path; on the group head's route also the team editor.
 */
export function KegiatanViewPage() {
  const id = Number(useParams().id);
  const gh = useLocation().pathname.includes('gh-kegiatan-edit');
  const kegiatan = useKegiatan(id);
  const rekap = useRekapKegiatan(id);
  const decide = useKeputusanKegiatan(id);
  const back = <LinkButton to={buildPath('kpk-kegiatanku')}>Kegiatanku</LinkButton>;
  if (kegiatan.isLoading) return <Skeleton active />;
  if (!kegiatan.data) return <Result status="404" title="Kegiatan tidak ditemukan" extra={back} />;
  const d = kegiatan.data;
  return (
    <>
      <PageHeader
        title={d.judul}
        subtitle={`${d.status_label} · ${tanggal(d.tanggal_mulai, d.tanggal_selesai)}`}
        extra={
          <Space wrap>
            {d.dapat_diubah ? (
              <LinkButton to={buildPath('kpk-kegiatan-edit', { id })}>Ubah</LinkButton>
            ) : null}
            {d.dapat_atur_tim && !gh ? (
              <LinkButton to={buildPath('kpk-gh-kegiatan-edit', { id })}>
                Tim &amp; keputusan Group Head
              </LinkButton>
            ) : null}
            {back}
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <PosisiAlert aksi={d.aksi} />
            <Rincian d={d} />
            <Sesi d={d} />
            <Card
              size="small"
              title="Rekap kehadiran seluruh sesi"
              extra={<ExportButton onExport={() => eksporKegiatan(id)} />}
            >
              {rekap.data ? (
                <>
                  <Typography.Paragraph>Total hadir: {rekap.data.total}</Typography.Paragraph>
                  <RekapTables rekap={rekap.data} />
                </>
              ) : (
                <Skeleton active />
              )}
            </Card>
            <HasilSurveiKegiatanCard kegiatanId={id} />
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <LaporanKegiatanCard d={d} />
            {gh && d.dapat_atur_tim ? <TimEditor d={d} /> : null}
            <KeputusanPanel
              aksi={d.aksi}
              decide={decide.mutateAsync}
              pending={decide.isPending}
              subjek="Kegiatan"
              tanpa={[]}
            />
            <Card size="small" title="Riwayat kegiatan">
              <JejakPermintaan jejak={d.jejak} langkah={LANGKAH_KEGIATAN} />
            </Card>
          </Space>
        </Col>
      </Row>
    </>
  );
}
