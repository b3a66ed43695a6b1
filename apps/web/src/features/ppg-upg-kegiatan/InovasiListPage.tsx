import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import {
  INOVASI_BANDINGKAN_MAX,
  INOVASI_BANDINGKAN_MIN,
  type InovasiItem,
  type Triwulan,
  triwulanLabel,
} from '@gratifikasi/domain';
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buildPath } from '@/platform/routes';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { useInovasiList } from './api';
import { numberFilter, setNumberFilter, TahunSelect, TriwulanSelect } from './filters';
import { MasterSelect } from './MasterSelect';

type Area = 'upg' | 'kpk';
const SCREEN: Record<Area, string> = { upg: 'upg-inovasi', kpk: 'kpk-kpk-inovasi' };
const DETAIL: Record<Area, string> = { upg: 'upg-inovasi-detail', kpk: 'kpk-kpk-inovasi-detail' };

/** The innovations: the UPG's own, or every institution's with a choice of two to four to compare (KPK). */
function InovasiList({ area }: { area: Area }) {
  const list = useListQuery(SCREEN[area]);
  const result = useInovasiList(list.params);
  const [chosen, setChosen] = useState<number[]>([]);
  const navigate = useNavigate();
  const kpk = area === 'kpk';

  return (
    <>
      <PageHeader
        title={kpk ? 'Inovasi Instansi' : 'Daftar Inovasi'}
        subtitle={
          kpk
            ? `Inovasi pengendalian gratifikasi dari setiap instansi. Pilih ${INOVASI_BANDINGKAN_MIN} sampai ${INOVASI_BANDINGKAN_MAX} inovasi untuk dibandingkan.`
            : 'Inovasi pengendalian gratifikasi di instansi Anda.'
        }
        extra={
          kpk ? (
            <Space>
              <Typography.Text type="secondary">{chosen.length} dipilih</Typography.Text>
              <Button
                type="primary"
                icon={<SwapOutlined />}
                disabled={chosen.length < INOVASI_BANDINGKAN_MIN}
                onClick={() => navigate(`${buildPath('kpk-kpk-inovasi-bandingkan')}?ids=${chosen.join(',')}`)}
              >
                Bandingkan
              </Button>
            </Space>
          ) : (
            <LinkButton type="primary" icon={<PlusOutlined />} to={buildPath('upg-inovasi-create')}>
              Tambah Inovasi
            </LinkButton>
          )
        }
      />
      <Card>
        <FilterBar list={list}>
          <MasterSelect
            path="implementasi-inovasi"
            aria-label="Tahap implementasi"
            placeholder="Tahap implementasi"
            style={{ width: 200 }}
            value={numberFilter(list, 'implementasi_inovasi_id')}
            onChange={setNumberFilter(list, 'implementasi_inovasi_id')}
          />
          <TahunSelect list={list} />
          <TriwulanSelect list={list} />
        </FilterBar>
        <ListTable<InovasiItem>
          list={list}
          result={result}
          rowKey="id"
          noun="inovasi"
          rowSelection={
            kpk
              ? {
                  selectedRowKeys: chosen,
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => setChosen(keys.map(Number).slice(0, INOVASI_BANDINGKAN_MAX)),
                  getCheckboxProps: (r) => ({
                    disabled: chosen.length >= INOVASI_BANDINGKAN_MAX && !chosen.includes(r.id),
                    'aria-label': `Pilih ${r.nama}`,
                  }),
                }
              : undefined
          }
          columns={[
            ...(kpk
              ? [
                  {
                    key: 'instansi',
                    title: 'Instansi',
                    sorter: true,
                    render: (_: unknown, r: InovasiItem) => r.instansi.nama,
                  },
                ]
              : []),
            {
              key: 'nama',
              title: 'Nama Inovasi',
              sorter: true,
              render: (_, r) => <Link to={buildPath(DETAIL[area], { id: r.id })}>{r.nama}</Link>,
            },
            { key: 'tahap', title: 'Tahap Implementasi', render: (_, r) => r.implementasi_inovasi.nama },
            {
              key: 'tahun',
              title: 'Periode',
              sorter: true,
              render: (_, r) => `${triwulanLabel(r.triwulan as Triwulan)} ${r.tahun}`,
            },
          ]}
        />
      </Card>
    </>
  );
}

export const UpgInovasiListPage = () => <InovasiList area="upg" />;
export const KpkInovasiListPage = () => <InovasiList area="kpk" />;
