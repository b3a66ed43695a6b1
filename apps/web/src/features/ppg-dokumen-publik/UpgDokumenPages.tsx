import { formatDate } from '@gratifikasi/domain';
import { Card, Descriptions, Input, Select, Skeleton, Space, Table, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useDokumen, useDokumenList, useJenisDokumen } from '../situs-publik/api';
import { DokumenTidakTampil } from './parts';

const PER_PAGE = 20;
const YEARS = Array.from({ length: 12 }, (_, i) => new Date().getFullYear() - i);

/**
 * `/upg/dokumen-publik`: the published public documents (the approved output of the PPG flow, the same list guests
 * see on /dokumen), by kind, year and phrase; a withdrawn one is gone from here as from /dokumen.
 */
export function UpgDokumenListPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const jenis = Number(params.get('jenis')) || undefined;
  const tahun = Number(params.get('tahun')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useDokumenList({ page, per_page: PER_PAGE, q, jenis_publikasi_dokumen_id: jenis, tahun });
  const jenisList = useJenisDokumen();
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
        title="Dokumen Publik"
        subtitle="Peraturan, pedoman, dan publikasi KPK tentang pengendalian gratifikasi."
      />
      <Card>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search
            key={q}
            defaultValue={q}
            allowClear
            placeholder="Cari judul, nomor, ringkasan"
            aria-label="Cari dokumen"
            onSearch={(v) => update({ q: v.trim(), page: undefined })}
            style={{ width: 280 }}
          />
          <Select
            aria-label="Jenis publikasi"
            placeholder="Semua jenis"
            allowClear
            style={{ minWidth: 200 }}
            value={jenis}
            loading={jenisList.isFetching}
            onChange={(v?: number) => update({ jenis: v, page: undefined })}
            options={(jenisList.data ?? []).map((j) => ({ value: j.id, label: j.nama }))}
          />
          <Select
            aria-label="Tahun"
            placeholder="Semua tahun"
            allowClear
            style={{ minWidth: 120 }}
            value={tahun}
            onChange={(v?: number) => update({ tahun: v, page: undefined })}
            options={YEARS.map((y) => ({ value: y, label: String(y) }))}
          />
        </Space>
        <Table
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          locale={{
            emptyText: list.isError
              ? 'Daftar dokumen tidak dapat dimuat.'
              : q || jenis || tahun
                ? 'Tidak ada dokumen yang cocok'
                : 'Belum ada dokumen publik',
          }}
          pagination={{
            current: page,
            pageSize: PER_PAGE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => update({ page: p }),
          }}
          columns={[
            {
              key: 'judul',
              title: 'Judul',
              render: (_, r) => (
                <Link to={buildPath('upg-dokumen-publik-detail', { id: r.id })}>{r.judul}</Link>
              ),
            },
            { key: 'jenis', title: 'Jenis Publikasi', render: (_, r) => r.jenis.nama },
            { key: 'nomor', title: 'Nomor', render: (_, r) => r.nomor ?? '-' },
            { key: 'tanggal', title: 'Tanggal Dokumen', render: (_, r) => formatDate(r.tanggal_dokumen) },
          ]}
        />
      </Card>
    </>
  );
}

/** `/upg/dokumen-publik-detail/:id`: one published document and its file; a withdrawn or unknown one is not found. */
export function UpgDokumenDetailPage() {
  const id = Number(useParams().id);
  const doc = useDokumen(id);
  const back = <LinkButton to={buildPath('upg-dokumen-publik')}>Kembali ke daftar</LinkButton>;
  if (doc.isLoading) return <Skeleton active />;
  if (!doc.data) return <DokumenTidakTampil error={doc.error} retry={() => void doc.refetch()} back={back} />;
  const d = doc.data;
  return (
    <>
      <PageHeader title={d.judul} subtitle={d.jenis.nama} extra={back} />
      <Card>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="Jenis Publikasi">{d.jenis.nama}</Descriptions.Item>
          <Descriptions.Item label="Nomor">{d.nomor ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Tanggal Dokumen">{formatDate(d.tanggal_dokumen)}</Descriptions.Item>
          <Descriptions.Item label="Tanggal Terbit">{formatDate(d.tanggal_terbit)}</Descriptions.Item>
          <Descriptions.Item label="Ringkasan">
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
              {d.ringkasan ?? '-'}
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label="Berkas">
            <Typography.Link href={d.berkas_url} target="_blank" rel="noopener">
              Unduh berkas
            </Typography.Link>
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </>
  );
}
