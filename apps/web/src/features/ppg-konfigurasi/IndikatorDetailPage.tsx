import { Alert, Card, Col, Descriptions, Result, Row, Skeleton, Space, Table, Typography } from 'antd';
import { useParams } from 'react-router';
import { LinkButton } from '@/ui/LinkButton';
import { useIndikatorSet, useKeputusan } from './api';
import { PosisiAlert, VersiHeader, VersiInfo, VersiSide } from './DetailParts';
import { useKonfigurasiLinks } from './links';

const angka = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 2 });

/**
 * `gh-konfigurasi-indikator/:id`, `direktur-approve-konfigurasi/:id` and admin `konfigurasi-indikators/:id`: one
 * version of a year's indicator set, the decision the engine offers the caller, and its path.
 */
export function IndikatorDetailPage() {
  const id = Number(useParams().id);
  const set = useIndikatorSet(id);
  const decide = useKeputusan('konfigurasi-indikator', id);
  const links = useKonfigurasiLinks('indikator');
  if (set.isLoading) return <Skeleton active />;
  if (!set.data)
    return (
      <Result
        status="404"
        title="Konfigurasi indikator tidak ditemukan"
        extra={<LinkButton to={links.list}>Kembali ke daftar</LinkButton>}
      />
    );
  const d = set.data;
  return (
    <>
      <VersiHeader head={d} jenis="konfigurasi-indikator" title="Konfigurasi Indikator" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <PosisiAlert aksi={d.aksi} />
            {d.status === 'APPROVED' ? (
              <Alert
                type="success"
                showIcon
                title="Versi ini sudah disetujui dan dibekukan"
                description="Perubahan dibuat sebagai versi baru yang kembali memerlukan persetujuan Direktur."
              />
            ) : null}
            <VersiInfo head={d}>
              <Descriptions.Item label="Jumlah bobot">
                <Typography.Text type={d.total_bobot === 100 ? undefined : 'danger'}>
                  {angka(d.total_bobot)}%
                </Typography.Text>
              </Descriptions.Item>
            </VersiInfo>
            <Card size="small" title={`Indikator (${d.indikators.length})`}>
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={d.indikators}
                locale={{ emptyText: 'Belum ada indikator' }}
                scroll={{ x: 800 }}
                columns={[
                  { key: 'kode', dataIndex: 'kode', title: 'Kode', width: 80 },
                  {
                    key: 'nama',
                    title: 'Indikator',
                    render: (_, r) => (
                      <>
                        <div>{r.nama}</div>
                        {r.deskripsi ? (
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {r.deskripsi}
                          </Typography.Text>
                        ) : null}
                      </>
                    ),
                  },
                  { key: 'tahap', title: 'Tahap', render: (_, r) => `${r.tahap}. ${r.tahap_label}` },
                  { key: 'parameter', title: 'Parameter monev', render: (_, r) => r.parameter_monev ?? '-' },
                  { key: 'bobot', title: 'Bobot', align: 'right', render: (_, r) => `${angka(r.bobot)}%` },
                  {
                    key: 'bukti',
                    title: 'Bukti dukung',
                    render: (_, r) => (
                      <ul style={{ margin: 0, paddingLeft: 16 }}>
                        {r.bukti.map((b) => (
                          <li key={b}>{b}</li>
                        ))}
                      </ul>
                    ),
                  },
                ]}
              />
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <VersiSide head={d} decide={decide.mutateAsync} pending={decide.isPending} />
        </Col>
      </Row>
    </>
  );
}
