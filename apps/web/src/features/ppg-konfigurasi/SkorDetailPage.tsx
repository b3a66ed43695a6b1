import { Alert, Card, Col, Descriptions, Result, Row, Skeleton, Space, Table, Typography } from 'antd';
import { useParams } from 'react-router';
import { LinkButton } from '@/ui/LinkButton';
import { useKeputusan, useSkorSet } from './api';
import { PosisiAlert, VersiHeader, VersiInfo, VersiSide } from './DetailParts';
import { useKonfigurasiLinks } from './links';

/**
 * `detail-konfigurasi-skor-verifikasi/:id`, `direktur-approval-konfigurasi-skor-verifikasi-detail/:id` and admin
 * `konfigurasi-skor-verifikasis/:id`: the levels a verifier may give on each indicator, the decision and the path.
 */
export function SkorDetailPage() {
  const id = Number(useParams().id);
  const set = useSkorSet(id);
  const decide = useKeputusan('kriteria-verif-skor', id);
  const links = useKonfigurasiLinks('skor');
  if (set.isLoading) return <Skeleton active />;
  if (!set.data)
    return (
      <Result
        status="404"
        title="Konfigurasi skor verifikasi tidak ditemukan"
        extra={<LinkButton to={links.list}>Kembali ke daftar</LinkButton>}
      />
    );
  const d = set.data;
  return (
    <>
      <VersiHeader head={d} jenis="kriteria-verif-skor" title="Konfigurasi Skor Verifikasi" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <PosisiAlert aksi={d.aksi} />
            {d.indikator_usang && d.status !== 'APPROVED' ? (
              <Alert
                type="warning"
                showIcon
                title="Set indikator yang dinilai sudah tidak berlaku"
                description="Versi indikator yang lebih baru telah disetujui. Versi skor ini tidak dapat diajukan atau disetujui; buat versi baru setelah versi ini ditolak."
              />
            ) : null}
            <VersiInfo head={d}>
              <Descriptions.Item label="Set indikator">Versi {d.indikator_versi}</Descriptions.Item>
            </VersiInfo>
            {d.indikators.map((ind) => (
              <Card
                key={ind.id}
                size="small"
                title={`${ind.kode} · ${ind.nama}`}
                extra={`Bobot ${ind.bobot}%`}
              >
                <Table
                  size="small"
                  rowKey="id"
                  pagination={false}
                  dataSource={ind.levels}
                  locale={{ emptyText: 'Belum ada tingkat skor' }}
                  columns={[
                    { key: 'kriteria', dataIndex: 'kriteria', title: 'Tingkat', width: 160 },
                    {
                      key: 'skor',
                      title: 'Skor',
                      align: 'right',
                      width: 80,
                      render: (_, l) => l.skor.toLocaleString('id-ID'),
                    },
                    { key: 'deskripsi', dataIndex: 'deskripsi', title: 'Kriteria pemberian' },
                  ]}
                />
                {ind.levels.length < 2 ? (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    Minimal dua tingkat skor.
                  </Typography.Text>
                ) : null}
              </Card>
            ))}
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <VersiSide head={d} decide={decide.mutateAsync} pending={decide.isPending} />
        </Col>
      </Row>
    </>
  );
}
