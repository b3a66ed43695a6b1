import { EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime, formatRupiah } from '@gratifikasi/domain';
import { Button, Card, Descriptions, Result, Skeleton, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { type RiwayatOrang, unduhSuratJawaban, useRiwayat } from './api';
import { LaporanDitemukan } from './LaporanDitemukan';

/** `riwayat-permintaan-detail/:id`: the letter, each person with what was found, and the answer letter. */
export function RiwayatDetailPage() {
  const id = Number(useParams().id);
  const detail = useRiwayat(id);
  const [unduh, setUnduh] = useState(false);
  const back = <LinkButton to={buildPath('kpk-riwayat-permintaan-list')}>Kembali ke daftar</LinkButton>;
  if (detail.isLoading) return <Skeleton active />;
  if (!detail.data) return <Result status="404" title="Permintaan tidak ditemukan" extra={back} />;
  const d = detail.data;
  const surat = async () => {
    setUnduh(true);
    try {
      await unduhSuratJawaban(d.id);
    } finally {
      setUnduh(false);
    }
  };
  return (
    <>
      <PageHeader
        title={`Permintaan ${d.nomor_surat}`}
        subtitle={d.instansi_peminta}
        extra={
          <Space>
            {back}
            <LinkButton icon={<EditOutlined />} to={buildPath('kpk-riwayat-permintaan-edit', { id: d.id })}>
              Ubah
            </LinkButton>
            <Button type="primary" icon={<FilePdfOutlined />} loading={unduh} onClick={surat}>
              Unduh Surat Jawaban
            </Button>
          </Space>
        }
      />
      <Space orientation="vertical" style={{ width: '100%' }} size={16}>
        <Card size="small" title="Surat permintaan">
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label="Instansi Peminta">{d.instansi_peminta}</Descriptions.Item>
            <Descriptions.Item label="Nomor Surat">{d.nomor_surat}</Descriptions.Item>
            <Descriptions.Item label="Tanggal Surat">{formatDate(d.tanggal_surat)}</Descriptions.Item>
            <Descriptions.Item label="Perihal">{d.perihal}</Descriptions.Item>
            <Descriptions.Item label="Keterangan">{d.keterangan ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Sumber">
              {d.sumber === 'EXCEL' ? 'Excel' : 'Formulir'}
            </Descriptions.Item>
            <Descriptions.Item label="Dicari">{formatDateTime(d.dicari_at)}</Descriptions.Item>
            <Descriptions.Item label="Petugas">{d.dibuat_oleh ?? '-'}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card size="small" title={`Hasil pencarian (${d.orang.length} orang)`}>
          <Table<RiwayatOrang>
            size="small"
            rowKey="urutan"
            dataSource={d.orang}
            pagination={d.orang.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            expandable={{
              expandedRowRender: (o) => <LaporanDitemukan laporan={o.hasil.laporan} />,
              rowExpandable: (o) => o.hasil.laporan.length > 0,
            }}
            columns={[
              { key: 'no', title: 'No', width: 56, render: (_, o) => o.urutan },
              { key: 'nik', title: 'NIK Dicari', render: (_, o) => o.nik ?? '-' },
              { key: 'nama', title: 'Nama Dicari', render: (_, o) => o.nama ?? '-' },
              {
                key: 'pelapor',
                title: 'Pelapor Ditemukan',
                render: (_, o) =>
                  o.hasil.pelapor.length === 0
                    ? '-'
                    : o.hasil.pelapor
                        .map((p) => `${p.nama}${p.instansi ? ` (${p.instansi})` : ''}`)
                        .join('; '),
              },
              {
                key: 'jumlah',
                title: 'Laporan',
                render: (_, o) =>
                  o.jumlah_laporan > 0 ? (
                    <Tag color="orange">{o.jumlah_laporan} laporan</Tag>
                  ) : (
                    <Tag>Tidak ditemukan</Tag>
                  ),
              },
            ]}
          />
        </Card>
      </Space>
    </>
  );
}
