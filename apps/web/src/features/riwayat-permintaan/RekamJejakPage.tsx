import { orangDicariSchema, type RekamJejakHasil } from '@gratifikasi/domain';
import { Alert, Button, Card, Col, Empty, Form, Input, Row, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useCariRekamJejak } from './api';
import { LaporanDitemukan } from './LaporanDitemukan';
import { showFieldErrors } from './SuratFields';

interface CariValues {
  nik?: string;
  nama?: string;
}

/** What was searched and found: the matching reporters, then their filed reports. */
function Hasil({ hasil, dicari }: { hasil: RekamJejakHasil; dicari: string }) {
  if (hasil.pelapor.length === 0) {
    return (
      <Card>
        <Empty description={`Tidak ada pelapor yang cocok dengan ${dicari}`} />
      </Card>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Card size="small" title={`Pelapor yang cocok (${hasil.pelapor.length})`}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={hasil.pelapor}
          columns={[
            { key: 'nama', title: 'Nama', render: (_, p) => p.nama },
            { key: 'nik', title: 'NIK', render: (_, p) => p.nik ?? '-' },
            { key: 'instansi', title: 'Instansi', render: (_, p) => p.instansi ?? '-' },
          ]}
        />
      </Card>
      <Card size="small" title={`Laporan yang disampaikan (${hasil.laporan.length})`}>
        {hasil.laporan.length === 0 ? (
          <Empty description="Pelapor ini belum pernah menyampaikan laporan" />
        ) : (
          <LaporanDitemukan laporan={hasil.laporan} />
        )}
      </Card>
    </Space>
  );
}

/**
 * `/kpk/rekam-jejak`: one person's reporting record by NIK (exact) or name (contains), searched now. The search is
 * audited and nothing is kept; an agency's formal request goes through Riwayat Permintaan, which keeps it and answers
 * by letter.
 */
export function RekamJejakPage() {
  const [form] = Form.useForm<CariValues>();
  const cari = useCariRekamJejak();
  const [dicari, setDicari] = useState('');
  const submit = async (values: CariValues) => {
    const parsed = orangDicariSchema.safeParse({ nik: values.nik?.trim(), nama: values.nama?.trim() });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({
          name: String(i.path[0] ?? 'nik') as keyof CariValues,
          errors: [i.message],
        })),
      );
      return;
    }
    try {
      await cari.mutateAsync(parsed.data);
      setDicari(
        [parsed.data.nik && `NIK ${parsed.data.nik}`, parsed.data.nama && `nama "${parsed.data.nama}"`]
          .filter(Boolean)
          .join(' dan '),
      );
    } catch (error) {
      showFieldErrors(form, error);
    }
  };
  return (
    <>
      <PageHeader
        title="Rekam Jejak"
        subtitle="Riwayat pelaporan gratifikasi seseorang: dicari menurut NIK (sama persis) atau nama (memuat)."
        extra={
          <LinkButton to={buildPath('kpk-riwayat-permintaan-list')}>
            Permintaan resmi (Riwayat Permintaan)
          </LinkButton>
        }
      />
      <Space orientation="vertical" style={{ width: '100%' }} size={16}>
        <Card>
          <Form form={form} layout="vertical" onFinish={submit}>
            <Row gutter={12}>
              <Col xs={24} md={8}>
                <Form.Item name="nik" label="NIK">
                  <Input placeholder="16 digit" maxLength={16} inputMode="numeric" allowClear />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="nama" label="Nama">
                  <Input placeholder="Minimal 3 huruf" maxLength={150} allowClear />
                </Form.Item>
              </Col>
              <Col xs={24} md={4}>
                <Form.Item label=" " colon={false}>
                  <Button type="primary" htmlType="submit" loading={cari.isPending} block>
                    Cari
                  </Button>
                </Form.Item>
              </Col>
            </Row>
            <Typography.Text type="secondary">
              Setiap pencarian dicatat dalam jejak audit; hasilnya tidak disimpan.
            </Typography.Text>
          </Form>
        </Card>
        {cari.isError && !form.getFieldsError().some((f) => f.errors.length > 0) ? (
          <Alert type="error" showIcon message="Pencarian gagal. Silakan coba lagi." />
        ) : null}
        {cari.data ? <Hasil hasil={cari.data} dicari={dicari} /> : null}
      </Space>
    </>
  );
}
