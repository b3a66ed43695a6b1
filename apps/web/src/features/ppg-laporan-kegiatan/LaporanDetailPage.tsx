import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { formatDateTime, type LaporanKegiatanDetail } from '@gratifikasi/domain';
import { Alert, Card, Col, Descriptions, Row, Skeleton, Space } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { JejakPermintaan, KeputusanPanel, PosisiAlert } from '@/ui/workflow';
import { HasilSurveiKegiatanCard } from '../ppg-survei-kegiatan/HasilSurveiKegiatan';
import { useHapusLaporanKegiatan, useKeputusanLaporanKegiatan, useLaporanKegiatan } from './api';
import { IsiCard, LampiranCard, SuratCard } from './LaporanIsi';
import {
  KegiatanCard,
  LANGKAH_LAPORAN,
  LaporanTidakTampil,
  PesertaCard,
  SesiCard,
  StatusLaporanTag,
} from './parts';

/** Where the page was opened from: the approval queues come back to their list, the author to the activity. */
function useAsal(): { list: string | null; label: string } {
  const path = useLocation().pathname;
  if (path.includes('/direktur-laporan-kegiatan-approval')) {
    return { list: buildPath('kpk-direktur-laporan-kegiatan-approval'), label: 'Kembali ke daftar' };
  }
  if (path.includes('/gh-laporan-kegiatan-')) {
    return { list: buildPath('kpk-gh-laporan-kegiatan-approval'), label: 'Kembali ke daftar' };
  }
  return { list: null, label: 'Lihat kegiatan' };
}

/** The note the report came back with: the reviewer's return, or the e-office's refusal. */
function Catatan({ d }: { d: LaporanKegiatanDetail }) {
  if (d.status === 'RETURN') {
    const returned = d.jejak.findLast((e) => e.decision === 'kembalikan');
    return (
      <Alert
        type="warning"
        showIcon
        title={`Dikembalikan${returned?.actor_name ? ` oleh ${returned.actor_name}` : ''}`}
        description={returned?.catatan ?? undefined}
      />
    );
  }
  if (d.status === 'REJECTED') {
    return (
      <Alert type="error" showIcon title="Ditolak e-office" description={d.eoffice?.catatan ?? undefined} />
    );
  }
  return null;
}

/**
 * `laporan-kegiatan-view/:id`, `gh-laporan-kegiatan-view/:id` and the approval details of the group head and the
 * director: the report with its activity, sessions, participants and attachments, the e-office state and the issued
 * letter, the decisions the engine offers the caller (submit, return with a note, approve, correct) and its history.
 */
export function LaporanDetailPage() {
  const id = Number(useParams().id);
  const asal = useAsal();
  const navigate = useNavigate();
  const laporan = useLaporanKegiatan(id);
  const decide = useKeputusanLaporanKegiatan(id);
  const hapus = useHapusLaporanKegiatan(id);
  const kembali = (kegiatanId?: number) => (
    <LinkButton
      to={
        asal.list ??
        (kegiatanId ? buildPath('kpk-kegiatan-view', { id: kegiatanId }) : buildPath('kpk-kegiatanku'))
      }
    >
      {asal.label}
    </LinkButton>
  );
  if (laporan.isLoading) return <Skeleton active />;
  if (!laporan.data) {
    return <LaporanTidakTampil error={laporan.error} retry={() => void laporan.refetch()} back={kembali()} />;
  }
  const d = laporan.data;
  // Only a draft that never left its author may be deleted.
  const dapatDihapus =
    d.dapat_diubah && d.status === 'DRAFT' && !d.jejak.some((e) => e.decision === 'ajukan');
  return (
    <>
      <PageHeader
        title={d.judul}
        subtitle={
          <Space size={8} wrap>
            <StatusLaporanTag status={d.status} label={d.status_label} />
            <span>Laporan kegiatan</span>
          </Space>
        }
        extra={
          <Space wrap>
            {d.dapat_diubah ? (
              <LinkButton to={buildPath('kpk-laporan-kegiatan-edit', { id })}>Ubah</LinkButton>
            ) : null}
            {dapatDihapus ? (
              <ConfirmButton
                danger
                icon={<DeleteOutlined />}
                confirm="Hapus draf laporan kegiatan ini?"
                okText="Hapus"
                onConfirm={async () => {
                  await hapus.mutateAsync(undefined);
                  notify.success('Draf laporan kegiatan dihapus');
                  navigate(buildPath('kpk-kegiatan-view', { id: d.kegiatan_id }));
                }}
              >
                Hapus
              </ConfirmButton>
            ) : null}
            <LinkButton icon={<PrinterOutlined />} to={buildPath('kpk-laporan-kegiatan-view-v2', { id })}>
              Cetak
            </LinkButton>
            {kembali(d.kegiatan_id)}
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <PosisiAlert aksi={d.aksi} />
            <Catatan d={d} />
            <Card size="small" title="Laporan">
              <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
                <Descriptions.Item label="Status">
                  <StatusLaporanTag status={d.status} label={d.status_label} />
                </Descriptions.Item>
                <Descriptions.Item label="Penyusun">{d.penyusun ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Jumlah peserta">{d.jumlah_peserta}</Descriptions.Item>
                <Descriptions.Item label="Diperbarui">{formatDateTime(d.updated_at)}</Descriptions.Item>
              </Descriptions>
            </Card>
            <KegiatanCard kegiatan={d.kegiatan} />
            <SesiCard sesi={d.sesi} />
            <PesertaCard peserta={d.peserta} />
            <IsiCard d={d} />
            <LampiranCard d={d} />
            <HasilSurveiKegiatanCard kegiatanId={d.kegiatan_id} />
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <KeputusanPanel
              aksi={d.aksi}
              decide={(body) => decide.mutateAsync({ ...body, versi: d.version })}
              pending={decide.isPending}
              subjek="Laporan kegiatan"
              tanpa={[]}
            />
            <SuratCard d={d} />
            <Card size="small" title="Riwayat laporan">
              <JejakPermintaan jejak={d.jejak} langkah={LANGKAH_LAPORAN} />
            </Card>
          </Space>
        </Col>
      </Row>
    </>
  );
}
