import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { formatDate, IMPORT_INSTANSI_MAX_ROWS } from '@gratifikasi/domain';
import { Alert, Button, Card, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RemoteSelect } from '@/features/pelapor/RemoteSelect';
import { buildPath } from '@/platform/routes';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { downloadImporTemplate, useBatchList, useUploadBatch } from './api';
import { StatusImporTag } from './StatusImporTag';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /wizard/import-laporan-dikelola-instansi: choose the institution, download the template, upload the file (checked
 * row by row, nothing saved), then open the batch to review and commit it; the superuser's batches below.
 */
export function ImporInstansiPage() {
  const navigate = useNavigate();
  const list = useListQuery('wizard-import-laporan-dikelola-instansi');
  const result = useBatchList({ page: list.query.page, per_page: list.query.per_page });
  const upload = useUploadBatch();
  const [instansiId, setInstansiId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (file: File) => {
    if (!instansiId) return;
    setFailure(null);
    try {
      const batch = await upload.mutateAsync({ file, instansiId });
      navigate(buildPath('wizard-import-laporan-dikelola-instansi-detail', { id: batch.id }));
    } catch (error) {
      const f = error as { message?: string; errors?: Record<string, string[]> };
      const detail = Object.values(f.errors ?? {})
        .flat()
        .join(', ');
      setFailure([f.message ?? 'Impor gagal', detail].filter(Boolean).join(': '));
    }
  };

  return (
    <>
      <PageHeader
        title="Impor Laporan Dikelola Instansi"
        subtitle="Laporan gratifikasi yang sudah ditangani sendiri oleh UPG instansi sebelum memakai aplikasi ini."
      />
      <Card title="Unggah berkas" style={{ marginBottom: 16 }}>
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>
            1. Pilih instansi dan unduh templat (templat impor UPG ditambah kolom keputusan instansi; maksimal{' '}
            {IMPORT_INSTANSI_MAX_ROWS.toLocaleString('id-ID')} baris, baris satu laporan berurutan). Pelapor
            harus terdaftar di instansi tersebut.
            <br />
            2. Unggah berkas: setiap baris diperiksa dan belum ada laporan yang disimpan. 3. Buka batch,
            periksa baris yang salah, lalu simpan. Laporan yang diimpor tidak masuk proses KPK.
          </Typography.Paragraph>
          <Flex gap={8} wrap align="center">
            <div style={{ width: 360 }}>
              <RemoteSelect
                style={{ width: '100%' }}
                path="instansi/list-all"
                remoteSearch
                placeholder="Pilih instansi"
                aria-label="Instansi"
                value={instansiId}
                onChange={setInstansiId}
              />
            </div>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void downloadImporTemplate().catch(() => undefined)}
            >
              Unduh templat
            </Button>
            <Upload
              accept={`.xlsx,${XLSX_TYPE}`}
              showUploadList={false}
              disabled={!instansiId || upload.isPending}
              beforeUpload={(file) => {
                void send(file);
                return false;
              }}
            >
              <Button
                type="primary"
                icon={<UploadOutlined />}
                disabled={!instansiId}
                loading={upload.isPending}
              >
                Unggah berkas Excel
              </Button>
            </Upload>
          </Flex>
          {!instansiId ? (
            <Typography.Text type="secondary">Pilih instansi terlebih dahulu.</Typography.Text>
          ) : null}
          {upload.isPending ? (
            <Alert type="info" showIcon title="Berkas sedang diperiksa baris demi baris…" />
          ) : null}
          {failure ? <Alert type="error" showIcon title={failure} /> : null}
        </Flex>
      </Card>
      <Card
        title="Batch impor"
        extra={
          <Typography.Text>
            Laporan dikelola instansi (dihitung terpisah):{' '}
            <Typography.Text strong>
              {(result.data?.total_laporan_dikelola ?? 0).toLocaleString('id-ID')}
            </Typography.Text>
          </Typography.Text>
        }
      >
        <ListTable
          list={list}
          result={result}
          rowKey="id"
          noun="batch impor"
          filtered={false}
          columns={[
            {
              key: 'berkas',
              title: 'Berkas',
              render: (_, r) => (
                <Link to={buildPath('wizard-import-laporan-dikelola-instansi-detail', { id: r.id })}>
                  {r.nama_berkas}
                </Link>
              ),
            },
            { key: 'instansi', title: 'Instansi', render: (_, r) => r.instansi_nama ?? '-' },
            {
              key: 'baris',
              title: 'Baris valid',
              align: 'right',
              render: (_, r) => `${r.valid_rows} / ${r.total_rows}`,
            },
            {
              key: 'laporan',
              title: 'Laporan',
              align: 'right',
              render: (_, r) => `${r.committed_laporan} / ${r.valid_laporan}`,
            },
            { key: 'dibuat', title: 'Diunggah', render: (_, r) => formatDate(r.created_at) },
            { key: 'status', title: 'Status', render: (_, r) => <StatusImporTag status={r.status} /> },
          ]}
        />
      </Card>
    </>
  );
}
