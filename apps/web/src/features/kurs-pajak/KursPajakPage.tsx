import { UploadOutlined } from '@ant-design/icons';
import { formatDate, formatNumber, hasPermission } from '@gratifikasi/domain';
import { Button, Card, Col, Row, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSession } from '@/platform/session';
import { PageHeader } from '@/ui/PageHeader';
import { type Penetapan, useKursPajak, usePenetapan } from './api';
import { KursPajakImport } from './KursPajakImport';

const periodKey = (p: Penetapan) => `${p.nomor_kmk}|${p.tanggal_mulai}`;

/**
 * Kurs pajak: the Finance Ministry's weekly KMK rates. The periods imported so far, the rates of the chosen
 * period, and the upload of a new KMK file with its row-by-row report.
 */
export function KursPajakPage() {
  const { profile } = useSession();
  const canImport = profile !== null && hasPermission(profile, 'frapp-master-manage');
  const periods = usePenetapan();
  const [chosen, setChosen] = useState<Penetapan | null>(null);
  const selected = chosen ?? periods.data?.items[0] ?? null;
  const rates = useKursPajak(selected?.tanggal_mulai ?? null);
  const [importing, setImporting] = useState(false);

  return (
    <>
      <PageHeader
        title="Kurs Pajak"
        subtitle="Kurs pajak mingguan sesuai Keputusan Menteri Keuangan (KMK)"
        extra={
          canImport ? (
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              Impor KMK
            </Button>
          ) : null
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title="Periode Penetapan">
            <Table<Penetapan>
              size="small"
              rowKey={periodKey}
              loading={periods.isFetching}
              dataSource={periods.data?.items ?? []}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={{ emptyText: 'Belum ada kurs pajak' }}
              rowSelection={{
                type: 'radio',
                selectedRowKeys: selected ? [periodKey(selected)] : [],
                onChange: (_keys, rows) => setChosen(rows[0] ?? null),
              }}
              onRow={(record) => ({ onClick: () => setChosen(record) })}
              columns={[
                { title: 'Nomor KMK', dataIndex: 'nomor_kmk' },
                {
                  title: 'Berlaku',
                  key: 'periode',
                  render: (_v, p) => `${formatDate(p.tanggal_mulai)} s.d. ${formatDate(p.tanggal_selesai)}`,
                },
                { title: 'Mata Uang', dataIndex: 'jumlah_mata_uang', align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            title={selected ? `Kurs ${selected.nomor_kmk}` : 'Kurs yang berlaku'}
            extra={
              selected ? (
                <Typography.Text type="secondary">
                  {formatDate(selected.tanggal_mulai)} s.d. {formatDate(selected.tanggal_selesai)}
                </Typography.Text>
              ) : null
            }
          >
            <Table
              size="small"
              rowKey="mata_uang_id"
              loading={rates.isFetching}
              dataSource={selected ? (rates.data?.items ?? []) : []}
              pagination={false}
              locale={{ emptyText: 'Pilih periode penetapan' }}
              columns={[
                { title: 'Kode', dataIndex: 'kode', width: 90 },
                { title: 'Mata Uang', dataIndex: 'nama' },
                {
                  title: 'Nilai (Rp)',
                  dataIndex: 'nilai',
                  align: 'right',
                  render: (v: string) => formatNumber(v),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      {canImport ? <KursPajakImport open={importing} onClose={() => setImporting(false)} /> : null}
    </>
  );
}
