import { formatDate } from '@gratifikasi/domain';
import { Alert, Card, Empty, Form, Result, Select, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useDraftLaporanKegiatan, useKegiatanTanpaLaporan, useLaporanKegiatan } from './api';
import { LaporanForm } from './LaporanForm';
import { LaporanTidakTampil, rentang } from './parts';

/** The caller's activities carried out and not reported yet, to start a report from. */
function PilihKegiatan({ value, onChange }: { value?: number; onChange: (id: number) => void }) {
  const kegiatan = useKegiatanTanpaLaporan();
  if (kegiatan.isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (kegiatan.isError) {
    return <Alert type="error" showIcon title="Daftar kegiatan tidak dapat dimuat" />;
  }
  if (!kegiatan.data?.length) {
    return (
      <Empty description="Tidak ada kegiatan pada tahap pelaporan yang belum memiliki laporan.">
        <LinkButton to={buildPath('kpk-kegiatanku')}>Kegiatanku</LinkButton>
      </Empty>
    );
  }
  return (
    <Form layout="vertical" style={{ maxWidth: 640 }}>
      <Form.Item label="Kegiatan yang dilaporkan" htmlFor="kegiatan_id">
        <Select<number>
          id="kegiatan_id"
          aria-label="Kegiatan yang dilaporkan"
          placeholder="Pilih kegiatan"
          showSearch
          optionFilterProp="label"
          value={value}
          onChange={onChange}
          options={kegiatan.data.map((k) => ({
            value: k.id,
            label: `${k.judul} (${rentang(k.tanggal_mulai, k.tanggal_selesai)})`,
          }))}
        />
      </Form.Item>
    </Form>
  );
}

/**
 * `laporan-kegiatan-create?kegiatan_id=`: a new report of an activity at its reporting stage, prefilled from
 * `draft-kegiatan/:kegiatan_id`; without an activity in the address, the author picks one of theirs first.
 */
export function LaporanCreatePage() {
  const [search, setSearch] = useSearchParams();
  const kegiatanId = Number(search.get('kegiatan_id')) || 0;
  const draft = useDraftLaporanKegiatan(kegiatanId);
  const back = <LinkButton to={buildPath('kpk-kegiatanku')}>Kegiatanku</LinkButton>;
  const pilih = (id: number) => setSearch({ kegiatan_id: String(id) }, { replace: true });
  let isi: ReactNode;
  if (!kegiatanId) {
    isi = (
      <Card size="small" title="Pilih kegiatan">
        <PilihKegiatan onChange={pilih} />
      </Card>
    );
  } else if (draft.isLoading) {
    isi = <Skeleton active />;
  } else if (!draft.data) {
    isi = (
      <LaporanTidakTampil
        judul="Kegiatan"
        error={draft.error}
        retry={() => void draft.refetch()}
        back={back}
      />
    );
  } else {
    isi = <LaporanForm key={kegiatanId} sumber={draft.data} />;
  }
  return (
    <>
      <PageHeader
        title="Buat Laporan Kegiatan"
        subtitle={
          draft.data
            ? `${draft.data.kegiatan.judul} · ${formatDate(draft.data.kegiatan.tanggal_mulai)}`
            : 'Disimpan sebagai draf; diajukan ke Group Head PPG dari halaman laporannya.'
        }
        extra={back}
      />
      {isi}
    </>
  );
}

/** `laporan-kegiatan-edit/:id`: its author changes a draft, a returned report or one refused by the e-office. */
export function LaporanEditPage() {
  const id = Number(useParams().id);
  const laporan = useLaporanKegiatan(id);
  const lihat = <LinkButton to={buildPath('kpk-laporan-kegiatan-view', { id })}>Lihat laporan</LinkButton>;
  if (laporan.isLoading) return <Skeleton active />;
  if (!laporan.data) {
    return <LaporanTidakTampil error={laporan.error} retry={() => void laporan.refetch()} back={lihat} />;
  }
  const d = laporan.data;
  if (!d.dapat_diubah) {
    return (
      <Result
        status="warning"
        title="Laporan kegiatan ini tidak dapat diubah"
        subTitle={
          <Space orientation="vertical">
            <Alert
              type="info"
              showIcon
              title={`Status: ${d.status_label}`}
              description="Hanya penyusunnya yang dapat mengubah laporan selama masih draf, dikembalikan, atau ditolak e-office."
            />
          </Space>
        }
        extra={lihat}
      />
    );
  }
  return (
    <>
      <PageHeader title="Ubah Laporan Kegiatan" subtitle={d.judul} extra={lihat} />
      <LaporanForm sumber={d} detail={d} />
    </>
  );
}
