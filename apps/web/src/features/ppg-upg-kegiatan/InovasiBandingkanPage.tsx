import {
  INOVASI_BANDINGKAN_FIELDS,
  INOVASI_BANDINGKAN_MAX,
  INOVASI_BANDINGKAN_MIN,
  type InovasiDetail,
  type Triwulan,
  triwulanLabel,
} from '@gratifikasi/domain';
import { Card, Result, Skeleton, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useBandingkanInovasi } from './api';

type Field = (typeof INOVASI_BANDINGKAN_FIELDS)[number][0];

function cell(d: InovasiDetail, field: Field): ReactNode {
  switch (field) {
    case 'instansi':
      return d.instansi.nama;
    case 'implementasi_inovasi':
      return d.implementasi_inovasi.nama;
    case 'triwulan':
      return triwulanLabel(d.triwulan as Triwulan);
    case 'tahun':
      return d.tahun;
    case 'bukti':
      return d.bukti.length === 0 ? '-' : `${d.bukti.length} berkas`;
    default:
      return (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{d[field]}</Typography.Paragraph>
      );
  }
}

/** `kpk-inovasi-bandingkan?ids=…`: two to four innovations side by side, one row per field. */
export function InovasiBandingkanPage() {
  const [search] = useSearchParams();
  const ids = (search.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const result = useBandingkanInovasi(ids);
  const back = <LinkButton to={buildPath('kpk-kpk-inovasi')}>Kembali ke daftar</LinkButton>;
  if (ids.length < INOVASI_BANDINGKAN_MIN || ids.length > INOVASI_BANDINGKAN_MAX) {
    return (
      <Result
        status="info"
        title={`Pilih ${INOVASI_BANDINGKAN_MIN} sampai ${INOVASI_BANDINGKAN_MAX} inovasi di daftar inovasi untuk dibandingkan`}
        extra={back}
      />
    );
  }
  if (result.isLoading) return <Skeleton active />;
  if (!result.data) return <Result status="404" title="Inovasi tidak ditemukan" extra={back} />;
  const items = result.data;
  return (
    <>
      <PageHeader title="Bandingkan Inovasi" subtitle={`${items.length} inovasi berdampingan`} extra={back} />
      <Card>
        <Table
          size="small"
          bordered
          pagination={false}
          scroll={{ x: 240 + items.length * 280 }}
          rowKey="field"
          dataSource={INOVASI_BANDINGKAN_FIELDS.map(([field, label]) => ({ field, label }))}
          columns={[
            {
              title: 'Aspek',
              dataIndex: 'label',
              width: 180,
              fixed: 'left',
              render: (v: string) => <b>{v}</b>,
            },
            ...items.map((d) => ({
              key: d.id,
              title: <Link to={buildPath('kpk-kpk-inovasi-detail', { id: d.id })}>{d.nama}</Link>,
              width: 280,
              render: (_: unknown, row: { field: Field }) => cell(d, row.field),
            })),
          ]}
        />
      </Card>
    </>
  );
}
