import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { formatDate } from '@gratifikasi/domain';
import { Button, Descriptions, Skeleton, Space, Typography } from 'antd';
import { useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { ExportButton } from '@/ui/ExportButton';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { HasilSurveiKegiatanCard } from '../ppg-survei-kegiatan/HasilSurveiKegiatan';
import { unduhPdfLaporan, useLaporanKegiatan } from './api';
import { IsiCard, LampiranCard } from './LaporanIsi';
import { KegiatanCard, LaporanTidakTampil, PesertaCard, SesiCard } from './parts';

/**
 * `laporan-kegiatan-view-v2/:id`: the report as one clean printable page (the browser's print, without the
 * decisions and history), and the letter's PDF from the server (a draft watermark until the e-office signed it).
 */
export function LaporanCetakPage() {
  const id = Number(useParams().id);
  const laporan = useLaporanKegiatan(id);
  const back = <LinkButton to={buildPath('kpk-laporan-kegiatan-view', { id })}>Kembali</LinkButton>;
  if (laporan.isLoading) return <Skeleton active />;
  if (!laporan.data) {
    return <LaporanTidakTampil error={laporan.error} retry={() => void laporan.refetch()} back={back} />;
  }
  const d = laporan.data;
  return (
    <>
      <style>{'@media print { .laporan-kegiatan-noprint { display: none !important; } }'}</style>
      <div className="laporan-kegiatan-noprint">
        <PageHeader
          title="Cetak Laporan Kegiatan"
          subtitle={d.judul}
          extra={
            <Space wrap>
              <ExportButton label="Unduh PDF" onExport={() => unduhPdfLaporan(id)} />
              <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
                Cetak
              </Button>
              {back}
            </Space>
          }
        />
      </div>
      <div style={{ maxWidth: 960, margin: '0 auto' }}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          Laporan Kegiatan
        </Typography.Title>
        <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
          {d.judul}
        </Typography.Title>
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Status">{d.status_label}</Descriptions.Item>
          <Descriptions.Item label="Penyusun">{d.penyusun ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Nomor surat">{d.surat?.nomor ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Tanggal surat">
            {d.surat ? formatDate(d.surat.tanggal) : '-'}
          </Descriptions.Item>
        </Descriptions>
        <Space orientation="vertical" style={{ width: '100%' }} size={16}>
          <KegiatanCard kegiatan={d.kegiatan} />
          <SesiCard sesi={d.sesi} />
          <HasilSurveiKegiatanCard kegiatanId={d.kegiatan_id} />
          <PesertaCard peserta={d.peserta} />
          <IsiCard d={d} />
          <LampiranCard d={d} cetak />
        </Space>
      </div>
    </>
  );
}
