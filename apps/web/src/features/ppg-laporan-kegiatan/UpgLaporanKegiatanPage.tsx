import { yearOptions } from '@gratifikasi/domain';
import { Card, Input, Select, Space, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { ExportButton } from '@/ui/ExportButton';
import { PageHeader } from '@/ui/PageHeader';
import { unduhPdfLaporanUpg, useUpgLaporanKegiatan } from './api';
import { rentang } from './parts';

const PER_PAGE = 20;

/**
 * `/upg/laporan-kegiatan`: the KPK's approved activity reports concerning the UPG's institution, each with its issued
 * letter to download, by phrase and year.
 */
export function UpgLaporanKegiatanPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tahun = Number(params.get('tahun')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useUpgLaporanKegiatan({ page, per_page: PER_PAGE, q: q || undefined, tahun });
  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader
        title="Laporan Kegiatan"
        subtitle="Laporan kegiatan KPK yang telah disetujui dan berkaitan dengan instansi Anda."
      />
      <Card>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search
            key={q}
            defaultValue={q}
            allowClear
            placeholder="Cari judul kegiatan"
            aria-label="Cari laporan kegiatan"
            onSearch={(v) => update({ q: v.trim(), page: undefined })}
            style={{ width: 280 }}
          />
          <Select<number>
            aria-label="Tahun"
            placeholder="Semua tahun"
            allowClear
            style={{ width: 130 }}
            value={tahun}
            onChange={(v) => update({ tahun: v, page: undefined })}
            options={yearOptions().map((o) => ({ value: o.value, label: o.label }))}
          />
        </Space>
        <Table
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          locale={{
            emptyText: list.isError
              ? 'Daftar laporan kegiatan tidak dapat dimuat.'
              : q || tahun
                ? 'Tidak ada laporan kegiatan yang cocok'
                : 'Belum ada laporan kegiatan yang berkaitan dengan instansi Anda',
          }}
          pagination={{
            current: page,
            pageSize: PER_PAGE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (p) => update({ page: p }),
          }}
          columns={[
            { key: 'judul', title: 'Kegiatan', dataIndex: 'judul' },
            {
              key: 'jenis',
              title: 'Jenis / bentuk',
              render: (_, r) => [r.jenis_kegiatan, r.bentuk_kegiatan].filter(Boolean).join(' · ') || '-',
            },
            {
              key: 'tanggal',
              title: 'Tanggal',
              render: (_, r) => rentang(r.tanggal_mulai, r.tanggal_selesai),
            },
            { key: 'peserta', title: 'Peserta', align: 'right', dataIndex: 'jumlah_peserta' },
            { key: 'status', title: 'Status', render: (_, r) => <Tag color="success">{r.status_label}</Tag> },
            {
              key: 'unduh',
              title: '',
              render: (_, r) => <ExportButton label="Unduh" onExport={() => unduhPdfLaporanUpg(r.id)} />,
            },
          ]}
        />
      </Card>
    </>
  );
}
