import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileZipOutlined from '@ant-design/icons/FileZipOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  formatDateTime,
  formatLongDate,
  type Laporan,
  lettersOfStep,
  lettersOnCard,
} from '@gratifikasi/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useAppApis } from '@/ui/appApis';
import {
  fetchDokumenLaporan,
  unduhBerkas,
  unduhDokumen,
  unduhFinal,
  unduhSurat,
  unggahPindaian,
} from './api';

/**
 * A report's letters on its screens (issue 11 §2, issue 24 §3): the ones the current step needs first, then those
 * already issued (never every kind at every step), the letters made (number, template version, standing, verification page), the signed-scan upload
 * for the KPK's staff, the final document and all files as one zip. What is offered is what the server allows.
 */
export function DokumenCard({ laporan, staff }: { laporan: Laporan; staff: boolean }) {
  const { message } = useAppApis();
  const query = useQuery({
    queryKey: ['laporan', laporan.id, 'dokumen'],
    queryFn: () => fetchDokumenLaporan(laporan.id),
  });
  const [jenisPindaian, setJenisPindaian] = useState<string | null>(null);
  const data = query.data;
  if (!data) return <Card title="Dokumen" size="small" loading={query.isLoading} />;
  const shown = lettersOnCard(
    laporan.step,
    data.surat.map((s) => s.jenis),
  );
  const stepKinds = lettersOfStep(laporan.step);
  const offered = (kinds: readonly string[]) =>
    kinds.flatMap((k) => data.unduhan.filter((u) => u.jenis === k));
  const ofStep = offered(stepKinds);
  const issued = offered(shown.filter((k) => !stepKinds.includes(k)));
  const scanKinds = [...ofStep, ...issued].filter((u) => u.jenis !== 'formulir');
  const scanKind = scanKinds.find((u) => u.jenis === jenisPindaian)?.jenis ?? scanKinds[0]?.jenis ?? null;
  const button = (u: (typeof data.unduhan)[number], primary: boolean) => (
    <Space.Compact key={u.jenis} style={{ maxWidth: '100%' }}>
      <Button
        type={primary ? 'primary' : 'default'}
        icon={<DownloadOutlined />}
        // A long name wraps inside its button on a phone instead of pushing the DOCX button off the card.
        style={{ height: 'auto', minHeight: 32, whiteSpace: 'normal', textAlign: 'left' }}
        onClick={() => unduhDokumen(laporan.id, u.jenis).then(() => query.refetch())}
      >
        {u.nama}
      </Button>
      {u.docx ? <Button onClick={() => unduhDokumen(laporan.id, u.jenis, 'docx')}>DOCX</Button> : null}
    </Space.Compact>
  );

  return (
    <Card title="Dokumen" size="small" data-testid="dokumen-laporan">
      <Space direction="vertical" style={{ width: '100%' }}>
        {ofStep.length ? (
          <>
            <Typography.Text strong>Dokumen langkah ini</Typography.Text>
            <Flex gap={8} wrap>
              {ofStep.map((u) => button(u, true))}
            </Flex>
          </>
        ) : null}
        {issued.length ? (
          <>
            <Typography.Text strong>Dokumen yang sudah terbit</Typography.Text>
            <Flex gap={8} wrap>
              {issued.map((u) => button(u, false))}
            </Flex>
          </>
        ) : null}
        <Flex gap={8} wrap>
          {data.final ? (
            <Button icon={<DownloadOutlined />} onClick={() => unduhFinal(laporan.id)}>
              Dokumen final ({data.final.nama})
            </Button>
          ) : null}
          <Button icon={<FileZipOutlined />} onClick={() => unduhBerkas(laporan.id)}>
            Semua berkas (ZIP)
          </Button>
          {staff && scanKind ? (
            <Flex gap={8} wrap style={{ maxWidth: '100%' }}>
              <Select
                aria-label="Jenis pindaian"
                value={scanKind}
                onChange={setJenisPindaian}
                style={{ width: 260, maxWidth: '100%' }}
                options={scanKinds.map((u) => ({ value: u.jenis, label: u.nama }))}
              />
              <Upload
                accept="application/pdf,image/jpeg,image/png,image/webp"
                showUploadList={false}
                customRequest={async ({ file, onError, onSuccess }) => {
                  try {
                    const res = await unggahPindaian(laporan.id, scanKind, file as File);
                    message.success(res.message ?? 'Pindaian tersimpan');
                    onSuccess?.(res.data);
                    await query.refetch();
                  } catch (error) {
                    onError?.(error as Error);
                  }
                }}
              >
                <Button icon={<UploadOutlined />}>Unggah pindaian bertanda tangan</Button>
              </Upload>
            </Flex>
          ) : null}
        </Flex>
        {data.surat.length ? (
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={data.surat}
            columns={[
              { title: 'Dokumen', dataIndex: 'nama' },
              { title: 'Nomor', dataIndex: 'nomor', render: (v: string | null) => v ?? '-' },
              { title: 'Tanggal', dataIndex: 'tanggal', render: (v: string) => formatLongDate(v) },
              {
                title: 'Sumber',
                dataIndex: 'sumber',
                render: (v: string, row) =>
                  v === 'pindaian'
                    ? 'Pindaian'
                    : `Sistem${row.template_versi ? ` (template v${row.template_versi})` : ''}`,
              },
              {
                title: 'Status',
                dataIndex: 'status',
                render: (v: string) => (
                  <Tag color={v === 'berlaku' ? 'green' : 'red'}>
                    {v === 'berlaku' ? 'Berlaku' : 'Dibatalkan'}
                  </Tag>
                ),
              },
              { title: 'Dibuat', dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
              {
                title: 'Berkas',
                key: 'unduh',
                render: (_: unknown, row) => (
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    aria-label={`Unduh ${row.nama}${row.nomor ? ` ${row.nomor}` : ''}`}
                    onClick={() => unduhSurat(laporan.id, row.id)}
                  >
                    Unduh
                  </Button>
                ),
              },
              {
                title: 'Verifikasi',
                dataIndex: 'kode',
                render: (kode: string | null) =>
                  kode ? (
                    <a href={`/verifikasi-dokumen/${kode}`} target="_blank" rel="noreferrer">
                      Halaman verifikasi
                    </a>
                  ) : (
                    '-'
                  ),
              },
            ]}
          />
        ) : null}
      </Space>
    </Card>
  );
}
