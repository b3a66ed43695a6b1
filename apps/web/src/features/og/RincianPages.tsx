import {
  formatDate,
  formatNumber,
  type OgRincianItem,
  type OgRincianListQuery,
  type OgState,
} from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Card, Col, Descriptions, Flex, Row, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { ExportButton } from '@/ui/ExportButton';
import { LinkButton } from '@/ui/LinkButton';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { exportRincianOg, useRincianOg, useRincianOgList } from './api';
import { LoadFailed } from './LoadState';
import { OgFilterBar } from './OgFilterBar';
import { KepemilikanTag, MutasiTimeline, nilaiText, StateTag } from './parts';

const SCREEN = 'kpk-rincian-laporan-og-list';

function TwoLines({ top, bottom }: { top: string; bottom: string }) {
  return (
    <>
      <div style={{ whiteSpace: 'nowrap' }}>{top}</div>
      <Typography.Text type="secondary">{bottom}</Typography.Text>
    </>
  );
}

const columns: TableColumnsType<OgRincianItem> = [
  {
    key: 'uraian',
    title: 'Uraian',
    sorter: true,
    render: (_, r) => (
      <Link to={buildPath('kpk-rincian-laporan-og-view', { id: r.rincian_id })}>
        {`${r.uraian} (${r.jumlah}${r.satuan ? ` ${r.satuan}` : ''})`}
      </Link>
    ),
  },
  {
    key: 'nomor_laporan',
    title: 'Laporan / Pelapor',
    sorter: true,
    render: (_, r) => <TwoLines top={r.nomor_laporan ?? '-'} bottom={r.pelapor_nama ?? '-'} />,
  },
  {
    key: 'tanggal_sk',
    title: 'SK',
    sorter: true,
    render: (_, r) => <TwoLines top={r.nomor_sk ?? '-'} bottom={formatDate(r.tanggal_sk)} />,
  },
  { key: 'kepemilikan', title: 'Kepemilikan', render: (_, r) => <KepemilikanTag value={r.kepemilikan} /> },
  {
    key: 'nilai_rupiah',
    title: 'Nilai',
    align: 'right',
    sorter: true,
    render: (_, r) =>
      r.mata_uang_kode === 'IDR' ? (
        nilaiText(r)
      ) : (
        <TwoLines top={nilaiText(r)} bottom={`Rp${formatNumber(r.nilai_rupiah)}`} />
      ),
  },
  {
    key: 'state',
    title: 'OG',
    sorter: true,
    render: (_, r) => (
      <Flex gap={4} wrap align="center">
        <Link to={buildPath('kpk-og-view', { id: r.og_id })}>{r.og_kode}</Link>
        <StateTag state={r.state} />
      </Flex>
    ),
  },
];

/** `rincian-laporan-og-list`: report items carrying an object, with SK ruling, value and custody; server-side. */
export function RincianOgListPage() {
  const list = useListQuery(SCREEN);
  const params: OgRincianListQuery = {
    page: list.query.page,
    per_page: list.query.per_page,
    q: list.query.q,
    sort: list.query.sort as OgRincianListQuery['sort'],
    order: list.query.order,
    state: list.query.filters.state as OgState | undefined,
    kepemilikan: list.query.filters.kepemilikan as OgRincianListQuery['kepemilikan'],
  };
  const result = useRincianOgList(params);
  return (
    <>
      <PageHeader
        title="Daftar Rincian Laporan OG"
        subtitle="Rincian laporan yang telah ber-SK dan membawa objek gratifikasi, dengan nilai dan status penguasaannya."
        extra={<ExportButton onExport={() => exportRincianOg({ ...params, page: 1 })} />}
      />
      <Card>
        <OgFilterBar
          list={list}
          stateLabel="Status OG"
          state={params.state}
          kepemilikan={params.kepemilikan}
        />
        <ListTable
          list={list}
          result={result}
          columns={columns}
          rowKey="rincian_id"
          noun="rincian laporan OG"
        />
      </Card>
    </>
  );
}

/** `rincian-laporan-og-view/:id`: one report item, its SK ruling and value, its object(s) and their history. */
export function RincianOgViewPage() {
  const id = Number(useParams().id);
  const rincian = useRincianOg(id);
  const back = <LinkButton to={buildPath('kpk-rincian-laporan-og-list')}>Kembali ke daftar</LinkButton>;
  if (rincian.isLoading) return <Skeleton active />;
  if (!rincian.data)
    return (
      <LoadFailed
        error={rincian.error}
        notFound="Rincian laporan OG tidak ditemukan"
        onRetry={() => void rincian.refetch()}
        extra={back}
      />
    );
  const d = rincian.data;
  return (
    <>
      <PageHeader
        title={d.uraian}
        subtitle={`Laporan ${d.nomor_laporan ?? '-'} · ${d.pelapor_nama ?? '-'}`}
        extra={
          <Flex gap={8} wrap>
            <LinkButton to={buildPath('kpk-og-sk-detail', { id: d.laporan_id })}>
              Objek ber-SK laporan ini
            </LinkButton>
            {back}
          </Flex>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small" title="Rincian">
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label="Uraian">{d.uraian}</Descriptions.Item>
              <Descriptions.Item label="Jenis objek">{d.jenis_objek ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Jumlah">{`${d.jumlah} ${d.satuan ?? ''}`}</Descriptions.Item>
              <Descriptions.Item label="Nomor SK">{d.nomor_sk ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Tanggal SK">{formatDate(d.tanggal_sk)}</Descriptions.Item>
              <Descriptions.Item label="Kepemilikan (SK)">
                <KepemilikanTag value={d.kepemilikan} />
              </Descriptions.Item>
              {d.nilai_negara !== null ? (
                <Descriptions.Item label="Nilai milik negara">{`${d.mata_uang_kode} ${formatNumber(d.nilai_negara)}`}</Descriptions.Item>
              ) : null}
              <Descriptions.Item label="Nilai">{nilaiText(d)}</Descriptions.Item>
              <Descriptions.Item label="Nilai rupiah">{`Rp${formatNumber(d.nilai_rupiah)}`}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          {d.objek.map((o) => (
            <Card
              key={o.id}
              size="small"
              style={{ marginBottom: 16 }}
              title={
                <Flex gap={8} align="center" wrap>
                  <Link to={buildPath('kpk-og-view', { id: o.id })}>{o.kode}</Link>
                  <StateTag state={o.state} />
                </Flex>
              }
              extra={o.box_kode ?? o.lokasi_nama ?? null}
            >
              <MutasiTimeline mutasi={o.mutasi} />
            </Card>
          ))}
        </Col>
      </Row>
    </>
  );
}
