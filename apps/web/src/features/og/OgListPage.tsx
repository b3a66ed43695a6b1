import { PrinterOutlined } from '@ant-design/icons';
import type { OgListQuery, OgState } from '@gratifikasi/domain';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { ExportButton } from '@/ui/ExportButton';
import { FilterTag } from '@/ui/FilterTag';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { downloadLabels, exportOg, useOgList } from './api';
import { OgFilterBar } from './OgFilterBar';
import { ogColumns, todayIso } from './parts';

const LEWAT_BATAS = { true: 'Lewat batas serah 7 hari kerja' };

interface Props {
  screen?: string;
  title?: string;
  subtitle?: string;
  /** A fixed narrowing of this screen (objects awaiting verification, not yet handed over, of one SK). */
  preset?: Partial<OgListQuery>;
}

/** `og-list`: the register of gratified objects, filtered by state and ruling; labels printed for the chosen rows. */
export function OgListPage({
  screen = 'kpk-og-list',
  title = 'Daftar Objek Gratifikasi',
  subtitle = 'Setiap objek dari rincian laporan yang telah ber-SK, dengan status penguasaannya.',
  preset = {},
}: Props) {
  const list = useListQuery(screen);
  const params: OgListQuery = {
    page: list.query.page,
    per_page: list.query.per_page,
    q: list.query.q,
    state: list.query.filters.state as OgState | undefined,
    kepemilikan: list.query.filters.kepemilikan as OgListQuery['kepemilikan'],
    lokasi_id: list.query.filters.lokasi_id ? Number(list.query.filters.lokasi_id) : undefined,
    lewat_batas: list.query.filters.lewat_batas === 'true' ? 'true' : undefined,
    ...preset,
  };
  const result = useOgList(params);
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={
          <Flex gap={8} wrap>
            <Button
              icon={<PrinterOutlined />}
              disabled={chosen.length === 0}
              onClick={() => void downloadLabels(chosen).catch(() => undefined)}
            >
              Cetak Label ({chosen.length})
            </Button>
            <ExportButton onExport={() => exportOg({ ...params, page: 1 })} />
          </Flex>
        }
      />
      <Card>
        <OgFilterBar list={list} stateLabel="Status" state={params.state} kepemilikan={params.kepemilikan} />
        <FilterTag list={list} field="lewat_batas" labels={LEWAT_BATAS} />
        <ListTable
          list={list}
          result={result}
          columns={ogColumns(todayIso())}
          rowKey="id"
          noun="objek gratifikasi"
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as number[]) }}
        />
      </Card>
    </>
  );
}
