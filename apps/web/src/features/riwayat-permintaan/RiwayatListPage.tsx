import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime } from '@gratifikasi/domain';
import { Card, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type RiwayatItem, useRiwayatList } from './api';

/** `riwayat-permintaan-list`: the record-trace requests, newest first, searchable, a page at a time. */
export function RiwayatListPage() {
  const list = useListQuery('kpk-riwayat-permintaan-list');
  const result = useRiwayatList({ q: list.query.q, page: list.query.page, per_page: list.query.per_page });
  return (
    <>
      <PageHeader
        title="Riwayat Permintaan"
        subtitle="Permintaan rekam jejak pelaporan gratifikasi dari instansi lain: orang yang dicari, hasil pencarian, dan surat jawabannya."
        extra={
          <Space>
            <LinkButton icon={<FileExcelOutlined />} to={buildPath('kpk-riwayat-permintaan-cari-via-excel')}>
              Cari via Excel
            </LinkButton>
            <LinkButton
              type="primary"
              icon={<PlusOutlined />}
              to={buildPath('kpk-riwayat-permintaan-create')}
            >
              Buat Permintaan
            </LinkButton>
          </Space>
        }
      />
      <Card>
        <FilterBar list={list} />
        <ListTable<RiwayatItem>
          list={list}
          result={result}
          rowKey="id"
          noun="permintaan"
          columns={[
            {
              key: 'nomor_surat',
              title: 'Nomor Surat',
              render: (_, r) => (
                <Link to={buildPath('kpk-riwayat-permintaan-detail', { id: r.id })}>{r.nomor_surat}</Link>
              ),
            },
            { key: 'tanggal_surat', title: 'Tanggal Surat', render: (_, r) => formatDate(r.tanggal_surat) },
            { key: 'instansi_peminta', title: 'Instansi Peminta', render: (_, r) => r.instansi_peminta },
            { key: 'perihal', title: 'Perihal', ellipsis: true, render: (_, r) => r.perihal },
            {
              key: 'orang',
              title: 'Orang Dicari',
              render: (_, r) => `${r.jumlah_orang} (${r.jumlah_ditemukan} pernah melapor)`,
            },
            {
              key: 'sumber',
              title: 'Sumber',
              render: (_, r) => <Tag>{r.sumber === 'EXCEL' ? 'Excel' : 'Formulir'}</Tag>,
            },
            { key: 'dicari_at', title: 'Dicari', render: (_, r) => formatDateTime(r.dicari_at) },
            { key: 'dibuat_oleh', title: 'Petugas', render: (_, r) => r.dibuat_oleh ?? '-' },
          ]}
        />
      </Card>
    </>
  );
}
