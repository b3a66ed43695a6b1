import { formatDate } from '@gratifikasi/domain';
import { Alert, Card, Col, Descriptions, Row, Skeleton, Space, Typography } from 'antd';
import { useLocation, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { JejakPermintaan, KeputusanPanel, PosisiAlert } from '@/ui/workflow';
import { useDokumenKelola, useKeputusanDokumen } from './api';
import { DokumenTidakTampil, LANGKAH_DOKUMEN, StatusDokumenTag } from './parts';

/**
 * `kpk-public-doc-detail/:id` and the group head's `gh-public-doc-view-approval/:id`: the document and its file, the
 * decisions the engine offers the caller (send, return with a note, approve, withdraw) and the path it took.
 */
export function DokumenDetailPage() {
  const id = Number(useParams().id);
  const approval = useLocation().pathname.includes('gh-public-doc-view-approval');
  const doc = useDokumenKelola(id);
  const decide = useKeputusanDokumen(id);
  const listPath = approval
    ? buildPath('kpk-gh-public-doc-list-approval')
    : buildPath('kpk-kpk-public-doc-list');
  const back = <LinkButton to={listPath}>Kembali ke daftar</LinkButton>;
  if (doc.isLoading) return <Skeleton active />;
  if (!doc.data) return <DokumenTidakTampil error={doc.error} retry={() => void doc.refetch()} back={back} />;
  const d = doc.data;
  const returned =
    d.status === 'DIKEMBALIKAN' ? d.jejak.findLast((e) => e.decision === 'kembalikan') : undefined;
  return (
    <>
      <PageHeader
        title={d.judul}
        subtitle={`${d.jenis.nama} · ${d.tahun}`}
        extra={
          <Space>
            {d.dapat_diubah ? (
              <LinkButton to={buildPath('kpk-kpk-public-doc-edit', { id: d.id })}>Ubah</LinkButton>
            ) : null}
            {d.status === 'DITERBITKAN' ? (
              <LinkButton to={buildPath('dokumen-detail', { id: d.id })}>Lihat di halaman publik</LinkButton>
            ) : null}
            {back}
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <PosisiAlert aksi={d.aksi} />
            {returned ? (
              <Alert
                type="warning"
                showIcon
                title="Dikembalikan oleh group head PPG"
                description={returned.catatan ?? undefined}
              />
            ) : null}
            <Card size="small" title="Dokumen">
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label="Status">
                  <StatusDokumenTag status={d.status} label={d.status_label} />
                </Descriptions.Item>
                <Descriptions.Item label="Jenis Publikasi">{d.jenis.nama}</Descriptions.Item>
                <Descriptions.Item label="Nomor">{d.nomor ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Tanggal Dokumen">{formatDate(d.tanggal_dokumen)}</Descriptions.Item>
                <Descriptions.Item label="Tahun">{d.tahun}</Descriptions.Item>
                <Descriptions.Item label="Ringkasan">
                  <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
                    {d.ringkasan ?? '-'}
                  </Typography.Paragraph>
                </Descriptions.Item>
                <Descriptions.Item label="Berkas">
                  <Typography.Link href={d.berkas_url} target="_blank" rel="noopener">
                    Buka berkas
                  </Typography.Link>
                </Descriptions.Item>
                <Descriptions.Item label="Penyusun">{d.penyusun ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Tanggal Terbit">
                  {d.tanggal_terbit ? formatDate(d.tanggal_terbit) : '-'}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <KeputusanPanel
              aksi={d.aksi}
              decide={decide.mutateAsync}
              pending={decide.isPending}
              subjek="Dokumen publik"
              tanpa={[]}
            />
            <Card size="small" title="Riwayat dokumen">
              <JejakPermintaan jejak={d.jejak} langkah={LANGKAH_DOKUMEN} />
            </Card>
          </Space>
        </Col>
      </Row>
    </>
  );
}
