import { RollbackOutlined, SaveOutlined } from '@ant-design/icons';
import { formatDate } from '@gratifikasi/domain';
import { Alert, Card, Checkbox, Descriptions, Flex, Progress, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { LinkButton } from '@/ui/LinkButton';
import { NotFoundResult } from '@/ui/NotFoundResult';
import { PageHeader } from '@/ui/PageHeader';
import { useBatch, useBatchRows, useCommitBatch, useUndoBatch } from './api';
import { StatusImporTag } from './StatusImporTag';

const PER_PAGE = 20;

/**
 * /wizard/import-laporan-dikelola-instansi-detail/:id: the batch's counts and status, "Simpan" (the commit, with a
 * progress bar polled while the queue job inserts), "Batalkan impor" (undo), and its rows with their errors.
 */
export function ImporInstansiDetailPage() {
  const id = Number(useParams().id);
  const batch = useBatch(id);
  const [hanyaError, setHanyaError] = useState(false);
  const [page, setPage] = useState(1);
  const rows = useBatchRows(id, { hanya_error: hanyaError, page, per_page: PER_PAGE }, batch.data?.status);
  const commit = useCommitBatch(id);
  const undo = useUndoBatch(id);
  const back = (
    <LinkButton to={buildPath('wizard-import-laporan-dikelola-instansi')}>Kembali ke daftar batch</LinkButton>
  );

  if (batch.isError) return <NotFoundResult />;
  const b = batch.data;
  const invalid = b ? b.total_rows - b.valid_rows : 0;

  return (
    <>
      <PageHeader title="Detail Impor Laporan Dikelola Instansi" subtitle={b?.nama_berkas} extra={back} />
      <Card loading={!b} style={{ marginBottom: 16 }}>
        {b ? (
          <Flex vertical gap={16}>
            <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
              <Descriptions.Item label="Instansi">{b.instansi_nama ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <StatusImporTag status={b.status} />
              </Descriptions.Item>
              <Descriptions.Item label="Diunggah">{formatDate(b.created_at)}</Descriptions.Item>
              <Descriptions.Item label="Baris valid">{`${b.valid_rows} dari ${b.total_rows}`}</Descriptions.Item>
              <Descriptions.Item label="Laporan valid">{`${b.valid_laporan} dari ${b.total_laporan}`}</Descriptions.Item>
              <Descriptions.Item label="Laporan tersimpan">{b.committed_laporan}</Descriptions.Item>
            </Descriptions>
            {b.status === 'committing' || b.status === 'committed' ? (
              <div>
                <Typography.Text>
                  {b.status === 'committing' ? 'Menyimpan laporan…' : 'Penyimpanan selesai'}
                </Typography.Text>
                <Progress percent={b.progress} status={b.status === 'committing' ? 'active' : 'success'} />
              </div>
            ) : null}
            {b.pesan_kesalahan && b.status === 'committing' ? (
              <Alert type="warning" showIcon title={b.pesan_kesalahan} />
            ) : null}
            {b.status === 'invalid' ? (
              <Alert
                type="error"
                showIcon
                title={`${invalid} dari ${b.total_rows} baris tidak valid.`}
                description="Perbaiki berkas lalu unggah kembali, atau simpan hanya laporan yang semua barisnya valid."
              />
            ) : null}
            {b.status === 'ready' ? (
              <Alert
                type="success"
                showIcon
                title={`Semua ${b.total_rows} baris valid (${b.valid_laporan} laporan).`}
              />
            ) : null}
            {b.status === 'undone' ? (
              <Alert type="info" showIcon title="Impor ini sudah dibatalkan; laporannya dihapus." />
            ) : null}
            <Flex gap={8} wrap>
              {b.dapat_disimpan ? (
                <ConfirmButton
                  type="primary"
                  icon={<SaveOutlined />}
                  confirm={
                    b.status === 'invalid'
                      ? `Simpan ${b.valid_laporan} laporan yang valid saja? Baris tidak valid dilewati.`
                      : `Simpan ${b.valid_laporan} laporan sebagai laporan dikelola instansi?`
                  }
                  onConfirm={() => commit.mutateAsync(b.status === 'invalid')}
                >
                  {b.status === 'invalid' ? 'Simpan laporan yang valid' : 'Simpan'}
                </ConfirmButton>
              ) : null}
              {b.dapat_dibatalkan ? (
                <ConfirmButton
                  danger
                  icon={<RollbackOutlined />}
                  confirm={`Batalkan impor ini? ${b.committed_laporan} laporan akan dihapus.`}
                  onConfirm={() => undo.mutateAsync(undefined)}
                >
                  Batalkan impor
                </ConfirmButton>
              ) : null}
            </Flex>
          </Flex>
        ) : null}
      </Card>
      <Card
        title="Baris berkas"
        extra={
          <Checkbox
            checked={hanyaError}
            onChange={(e) => {
              setHanyaError(e.target.checked);
              setPage(1);
            }}
          >
            Hanya baris tidak valid
          </Checkbox>
        }
      >
        <Table
          size="small"
          rowKey="row"
          loading={rows.isFetching}
          dataSource={rows.data?.items ?? []}
          locale={{ emptyText: hanyaError ? 'Tidak ada baris tidak valid' : 'Belum ada baris' }}
          pagination={{
            current: page,
            pageSize: PER_PAGE,
            total: rows.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            { key: 'row', title: 'Baris', dataIndex: 'row', width: 70 },
            { key: 'key', title: 'No. Laporan Impor', dataIndex: 'key' },
            { key: 'nik', title: 'NIK Pelapor', dataIndex: 'nik_pelapor' },
            { key: 'tanggal', title: 'Tgl. Penerimaan', dataIndex: 'tanggal_penerimaan' },
            { key: 'uraian', title: 'Uraian', dataIndex: 'uraian' },
            { key: 'keputusan', title: 'Keputusan', dataIndex: 'keputusan_instansi' },
            {
              key: 'hasil',
              title: 'Hasil',
              render: (_, r) =>
                r.errors.length > 0 ? (
                  <Flex vertical gap={2}>
                    <Tag color="error">Tidak valid</Tag>
                    {r.errors.map((e) => (
                      <Typography.Text key={e} type="danger">
                        {e}
                      </Typography.Text>
                    ))}
                  </Flex>
                ) : r.laporan_id ? (
                  <Tag color="success">Tersimpan</Tag>
                ) : (
                  <Tag color="blue">Valid</Tag>
                ),
            },
          ]}
        />
      </Card>
    </>
  );
}
