import { FormOutlined } from '@ant-design/icons';
import { STATUS_INTERVENSI, type UsulanIntervensi } from '@gratifikasi/domain';
import { Alert, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useUsulan } from './api';

interface UsulanCardProps {
  tahun: number;
  /** Record an intervention for a proposal, or open the one already recorded. */
  onCatat: (u: UsulanIntervensi) => void;
  onLihat: (id: number) => void;
}

/** The year's proposals: institutions scored below the bar or holding a VERY HIGH risk, with what to recommend. */
export function UsulanCard({ tahun, onCatat, onLihat }: UsulanCardProps) {
  const usulan = useUsulan(tahun);
  return (
    <Card title={`Usulan Intervensi Tahun ${tahun}`}>
      <Typography.Paragraph type="secondary">
        Instansi dengan skor penilaian PPG di bawah 60 atau memiliki titik rawan berisiko VERY HIGH.
        Rekomendasi dipilih menurut kriteria intervensi yang terpenuhi (bobot terbesar bila keduanya).
      </Typography.Paragraph>
      {usulan.isError ? (
        <Alert type="error" showIcon message="Usulan intervensi tidak dapat dimuat." />
      ) : (
        <Table<UsulanIntervensi>
          rowKey={(u) => u.instansi.id}
          size="middle"
          loading={usulan.isFetching}
          dataSource={usulan.data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: `Tidak ada instansi yang diusulkan untuk intervensi tahun ${tahun}` }}
          columns={[
            {
              key: 'instansi',
              title: 'Instansi',
              render: (_, u) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{u.instansi.nama}</Typography.Text>
                  <Typography.Text type="secondary">{u.klasifikasi ?? '-'}</Typography.Text>
                </Space>
              ),
            },
            {
              key: 'total',
              title: 'Skor',
              render: (_, u) => (u.total === null ? 'Belum dinilai' : u.total.toLocaleString('id-ID')),
            },
            {
              key: 'risiko',
              title: 'Risiko Tertinggi',
              render: (_, u) =>
                u.risiko_tertinggi ? (
                  <Tag color={u.risiko_tertinggi === 'VERY HIGH' ? 'red' : undefined}>
                    {u.risiko_tertinggi}
                  </Tag>
                ) : (
                  '-'
                ),
            },
            { key: 'alasan', title: 'Alasan', dataIndex: 'alasan' },
            {
              key: 'rekomendasi',
              title: 'Rekomendasi',
              render: (_, u) => u.rekomendasi?.nama ?? 'Belum ada rekomendasi untuk kriteria ini',
            },
            {
              key: 'aksi',
              title: 'Aksi',
              render: (_, u) =>
                u.intervensi_terbuka ? (
                  <Button size="small" onClick={() => onLihat(u.intervensi_terbuka?.id ?? 0)}>
                    Lihat ({STATUS_INTERVENSI[u.intervensi_terbuka.status]})
                  </Button>
                ) : (
                  <Button
                    size="small"
                    type="primary"
                    icon={<FormOutlined />}
                    aria-label={`Catat intervensi ${u.instansi.nama}`}
                    onClick={() => onCatat(u)}
                  >
                    Catat Intervensi
                  </Button>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
