import { formatDate, formatDateTime, type Pelapor, type PelaporRiwayat } from '@gratifikasi/domain';
import { Card, Descriptions, Empty, Result, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { usePelapor, useRiwayat } from './api';
import type { PelaporArea } from './areas';
import { PelaporActions } from './PelaporActions';
import { useCanWrite } from './PelaporListPage';
import { usePelaporId } from './usePelaporId';

const JENIS_LABEL: Record<PelaporRiwayat['jenis'], string> = {
  UBAH: 'Ubah data',
  MUTASI: 'Mutasi',
  RANGKAP: 'Rangkap jabatan',
};

const dash = (v: string | null | undefined) => (v ? v : '-');

function fields(p: Pelapor) {
  return [
    { key: 'nik', label: 'NIK', children: dash(p.nik) },
    { key: 'nama', label: 'Nama', children: p.nama },
    {
      key: 'ttl',
      label: 'Tempat, Tanggal Lahir',
      children: `${dash(p.tempat_lahir)}, ${formatDate(p.tanggal_lahir) || '-'}`,
    },
    {
      key: 'jk',
      label: 'Jenis Kelamin',
      children: p.jenis_kelamin === 'P' ? 'Perempuan' : p.jenis_kelamin === 'L' ? 'Laki-laki' : '-',
    },
    { key: 'telepon', label: 'Telepon', children: dash(p.telepon) },
    { key: 'email', label: 'Email', children: dash(p.email) },
    { key: 'alamat', label: 'Alamat', children: dash(p.alamat), span: 2 },
    { key: 'provinsi', label: 'Provinsi', children: dash(p.provinsi_nama) },
    { key: 'kota', label: 'Kota/Kabupaten', children: dash(p.kota_kabupaten_nama) },
    { key: 'kecamatan', label: 'Kecamatan', children: dash(p.kecamatan_nama) },
    { key: 'instansi', label: 'Instansi', children: dash(p.instansi_nama) },
    { key: 'unit', label: 'Unit Kerja', children: dash(p.unit_kerja_nama) },
    { key: 'sub', label: 'Sub Unit Kerja', children: dash(p.sub_unit_kerja_nama) },
    { key: 'jabatan', label: 'Jabatan', children: dash(p.jabatan) },
    { key: 'golongan', label: 'Golongan', children: dash(p.golongan) },
    { key: 'status', label: 'Status Kedinasan', children: dash(p.status_kedinasan_nama) },
    { key: 'dibuat', label: 'Dibuat', children: formatDateTime(p.created_at) },
    { key: 'diubah', label: 'Diubah', children: formatDateTime(p.updated_at) },
  ];
}

function RiwayatTimeline({ id }: { id: number }) {
  const riwayat = useRiwayat(id);
  if (riwayat.isLoading) return <Skeleton active />;
  if (!riwayat.data?.length) return <Empty description="Belum ada riwayat kepegawaian" />;
  return (
    <Timeline
      items={riwayat.data.map((r) => ({
        key: r.id,
        children: (
          <>
            <Typography.Text strong>
              <Tag>{JENIS_LABEL[r.jenis]}</Tag>
              {dash(r.jabatan)} · {dash(r.instansi_nama)}
              {r.unit_kerja_nama ? ` · ${r.unit_kerja_nama}` : ''}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {r.berlaku_mulai ? `Berlaku mulai ${formatDate(r.berlaku_mulai)} · ` : ''}
              dicatat {formatDateTime(r.created_at)}
              {r.created_by_name ? ` oleh ${r.created_by_name}` : ''}
              {r.golongan ? ` · Golongan ${r.golongan}` : ''}
            </Typography.Text>
            {r.keterangan ? (
              <Typography.Paragraph style={{ margin: 0 }}>{r.keterangan}</Typography.Paragraph>
            ) : null}
          </>
        ),
      }))}
    />
  );
}

/** All fields of one pelapor and the timeline of employment changes. */
export function PelaporDetailPage({ area }: { area: PelaporArea }) {
  const id = usePelaporId(area);
  const pelapor = usePelapor(id);
  const canWrite = useCanWrite(area);
  const navigate = useNavigate();
  const back = buildPath(area.list);

  if (id === null || pelapor.isError)
    return (
      <Result
        status="404"
        title="Pelapor tidak ditemukan"
        subTitle="Data pelapor tidak ada atau Anda tidak memiliki akses."
        extra={<LinkButton to={back}>Kembali ke daftar</LinkButton>}
      />
    );
  if (!pelapor.data) return <Skeleton active />;
  const p = pelapor.data;
  return (
    <>
      <PageHeader
        title={p.nama}
        subtitle={p.deleted_at ? <Tag color="red">Dihapus</Tag> : 'Detail Pelapor'}
        extra={
          <PelaporActions
            area={area}
            pelapor={p}
            canWrite={canWrite}
            showDetail={false}
            onDeleted={() => navigate(back)}
          />
        }
      />
      <Card title="Data Pelapor" style={{ marginBottom: 16 }}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={fields(p)} />
      </Card>
      <Card title="Riwayat Kepegawaian">
        <RiwayatTimeline id={p.id} />
      </Card>
    </>
  );
}
