import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { OrangDicari } from '@gratifikasi/domain';
import { Alert, Button, Card, Form, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { useNavigateTo } from '@/ui/navigation';
import { PageHeader } from '@/ui/PageHeader';
import { type ExcelBaca, unduhTemplateExcel, useBacaExcel, useSimpanRiwayat } from './api';
import { SuratFields, type SuratValues, showFieldErrors, suratBody } from './SuratFields';

/**
 * `riwayat-permintaan-cari-via-excel`: a request for many persons at once. The sheet (NIK, Nama) is read first and
 * shown with its bad rows; saving records the request and searches every person read.
 */
export function RiwayatExcelPage() {
  const [form] = Form.useForm<SuratValues>();
  const [baca, setBaca] = useState<ExcelBaca | null>(null);
  const bacaExcel = useBacaExcel();
  const simpan = useSimpanRiwayat();
  const navigateTo = useNavigateTo();
  const pilih = async (file: File) => {
    try {
      setBaca(await bacaExcel.mutateAsync(file));
    } catch {
      setBaca(null); // Shown by the api client.
    }
    return false;
  };
  const submit = async (values: SuratValues) => {
    if (!baca || baca.orang.length === 0) {
      notify.error('Unggah berkas Excel berisi paling sedikit satu orang');
      return;
    }
    try {
      const saved = await simpan.mutateAsync(suratBody(values, baca.orang, 'EXCEL'));
      notify.success(`Permintaan disimpan; ${saved.orang.length} orang dicari`);
      navigateTo('kpk-riwayat-permintaan-detail', { id: saved.id });
    } catch (error) {
      showFieldErrors(form, error);
    }
  };
  return (
    <>
      <PageHeader
        title="Cari Permintaan via Excel"
        subtitle="Unggah daftar NIK dan/atau nama (kolom NIK dan Nama pada baris pertama), periksa hasil bacaannya, lalu simpan untuk mencari semuanya."
        extra={<LinkButton to={buildPath('kpk-riwayat-permintaan-list')}>Kembali ke daftar</LinkButton>}
      />
      <Form form={form} layout="vertical" onFinish={submit}>
        <Space orientation="vertical" style={{ width: '100%' }} size={16}>
          <Card size="small" title="Surat permintaan">
            <SuratFields />
          </Card>
          <Card
            size="small"
            title="Daftar orang (Excel)"
            extra={
              <Button icon={<DownloadOutlined />} onClick={() => void unduhTemplateExcel()}>
                Unduh Template
              </Button>
            }
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Upload accept=".xlsx" maxCount={1} showUploadList={false} beforeUpload={(file) => pilih(file)}>
                <Button icon={<UploadOutlined />} loading={bacaExcel.isPending}>
                  Pilih Berkas Excel
                </Button>
              </Upload>
              {baca && baca.masalah.length > 0 ? (
                <Alert
                  type="warning"
                  showIcon
                  message={`${baca.masalah.length} baris tidak dibaca`}
                  description={baca.masalah.map((m) => `Baris ${m.baris}: ${m.pesan}`).join('; ')}
                />
              ) : null}
              {baca ? (
                <Table<OrangDicari & { no: number }>
                  size="small"
                  rowKey="no"
                  dataSource={baca.orang.map((o, i) => ({ ...o, no: i + 1 }))}
                  pagination={baca.orang.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
                  columns={[
                    { key: 'no', title: 'No', width: 56, render: (_, o) => o.no },
                    { key: 'nik', title: 'NIK', render: (_, o) => o.nik ?? '-' },
                    { key: 'nama', title: 'Nama', render: (_, o) => o.nama ?? '-' },
                  ]}
                />
              ) : null}
            </Space>
          </Card>
          <Button type="primary" htmlType="submit" loading={simpan.isPending} disabled={!baca?.orang.length}>
            Simpan dan Cari {baca?.orang.length ? `(${baca.orang.length} orang)` : ''}
          </Button>
        </Space>
      </Form>
    </>
  );
}
