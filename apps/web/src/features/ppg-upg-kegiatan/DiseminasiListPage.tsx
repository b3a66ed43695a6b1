import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type DiseminasiItem, formatDate, type Triwulan, triwulanLabel } from '@gratifikasi/domain';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { exportDiseminasi, useDiseminasiList } from './api';
import { DateRangeFilter } from './DateRangeFilter';
import { DiseminasiImport } from './DiseminasiImport';
import {
  numberFilter,
  resetKeTahunIni,
  setNumberFilter,
  TahunSelect,
  TextFilter,
  TriwulanSelect,
  useTahunAwal,
} from './filters';
import { MasterMultiSelect, MasterSelect } from './MasterSelect';

type Area = 'upg' | 'kpk';
const SCREEN: Record<Area, string> = { upg: 'upg-ppg-diseminasi', kpk: 'kpk-kpk-diseminasi' };
const DETAIL: Record<Area, string> = { upg: 'upg-ppg-diseminasi-detail', kpk: 'kpk-kpk-diseminasi-detail' };

/** The dissemination list: the UPG's own events ("UPG dissemination" filter) or every institution's (KPK). */
function DiseminasiList({ area }: { area: Area }) {
  const raw = useListQuery(SCREEN[area]);
  const ready = useTahunAwal(SCREEN[area], raw);
  // SPEC §3: resetting the UPG's filter returns to the current year; the KPK's reset empties it.
  const list = area === 'upg' ? resetKeTahunIni(raw) : raw;
  const result = useDiseminasiList(list.params, ready);
  const [importOpen, setImportOpen] = useState(false);
  const f = list.query.filters;
  const levels = f.level_jabatan_peserta_ids ? f.level_jabatan_peserta_ids.split(',').map(Number) : [];

  return (
    <>
      <PageHeader
        title={area === 'upg' ? 'Daftar Diseminasi' : 'Diseminasi Instansi'}
        subtitle={
          area === 'upg'
            ? 'Kegiatan diseminasi pengendalian gratifikasi yang dilaksanakan instansi Anda.'
            : 'Kegiatan diseminasi yang dicatat UPG setiap instansi.'
        }
        extra={
          <Space wrap>
            <ExportButton onExport={() => exportDiseminasi(list.params)} />
            {area === 'upg' ? (
              <>
                <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
                  Impor Excel
                </Button>
                <LinkButton
                  type="primary"
                  icon={<PlusOutlined />}
                  to={buildPath('upg-ppg-diseminasi-create')}
                >
                  Tambah Diseminasi
                </LinkButton>
              </>
            ) : null}
          </Space>
        }
      />
      <Card>
        <FilterBar list={list}>
          {area === 'kpk' ? (
            <MasterSelect
              path="instansi"
              aria-label="Instansi"
              placeholder="Instansi"
              style={{ width: 220 }}
              value={numberFilter(list, 'instansi_id')}
              onChange={setNumberFilter(list, 'instansi_id')}
            />
          ) : null}
          <MasterSelect
            path="jenis-diseminasi"
            aria-label="Jenis diseminasi"
            placeholder="Jenis diseminasi"
            style={{ width: 180 }}
            value={numberFilter(list, 'jenis_diseminasi_id')}
            onChange={setNumberFilter(list, 'jenis_diseminasi_id')}
          />
          {area === 'upg' ? (
            <>
              <MasterSelect
                path="klasifikasi-kegiatan"
                aria-label="Klasifikasi kegiatan"
                placeholder="Klasifikasi kegiatan"
                style={{ width: 200 }}
                value={numberFilter(list, 'klasifikasi_kegiatan_id')}
                onChange={setNumberFilter(list, 'klasifikasi_kegiatan_id')}
              />
              <MasterSelect
                path="provinsis"
                aria-label="Provinsi"
                placeholder="Provinsi"
                style={{ width: 180 }}
                value={numberFilter(list, 'provinsi_id')}
                onChange={setNumberFilter(list, 'provinsi_id', ['kabkota_id'])}
              />
              <MasterSelect
                path="kota-kabupatens"
                params={{ provinsi_id: f.provinsi_id ?? '' }}
                ready={Boolean(f.provinsi_id)}
                aria-label="Kota/kabupaten"
                placeholder="Kota/kabupaten"
                style={{ width: 200 }}
                value={numberFilter(list, 'kabkota_id')}
                onChange={setNumberFilter(list, 'kabkota_id')}
              />
            </>
          ) : (
            <>
              <MasterSelect
                path="sasaran-kegiatan"
                aria-label="Sasaran kegiatan"
                placeholder="Sasaran kegiatan"
                style={{ width: 180 }}
                value={numberFilter(list, 'sasaran_kegiatan_id')}
                onChange={setNumberFilter(list, 'sasaran_kegiatan_id')}
              />
              <MasterMultiSelect
                path="level-jabatan-peserta"
                aria-label="Level jabatan peserta"
                placeholder="Level jabatan peserta"
                style={{ minWidth: 220 }}
                value={levels}
                onChange={(v) => list.setFilter('level_jabatan_peserta_ids', v.join(','))}
              />
              <TextFilter list={list} field="narasumber" label="Narasumber" />
            </>
          )}
          <DateRangeFilter list={list} />
          <TahunSelect list={list} />
          <TriwulanSelect list={list} />
        </FilterBar>
        <ListTable<DiseminasiItem>
          list={list}
          result={result}
          rowKey="id"
          noun="diseminasi"
          columns={[
            ...(area === 'kpk'
              ? [
                  {
                    key: 'instansi',
                    title: 'Instansi',
                    sorter: true,
                    render: (_: unknown, r: DiseminasiItem) => r.instansi.nama,
                  },
                ]
              : []),
            {
              key: 'nama_kegiatan',
              title: 'Nama Kegiatan',
              sorter: true,
              render: (_, r) => <Link to={buildPath(DETAIL[area], { id: r.id })}>{r.nama_kegiatan}</Link>,
            },
            { key: 'jenis', title: 'Jenis', render: (_, r) => r.jenis_diseminasi.nama },
            {
              key: 'tanggal_awal',
              title: 'Tanggal',
              sorter: true,
              render: (_, r) =>
                r.tanggal_awal === r.tanggal_akhir
                  ? formatDate(r.tanggal_awal)
                  : `${formatDate(r.tanggal_awal)} s.d. ${formatDate(r.tanggal_akhir)}`,
            },
            {
              key: 'periode',
              title: 'Periode',
              render: (_, r) => `${triwulanLabel(r.triwulan as Triwulan)} ${r.tahun}`,
            },
            { key: 'sasaran', title: 'Sasaran', render: (_, r) => r.sasaran_kegiatan.nama },
            { key: 'narasumber', title: 'Narasumber', ellipsis: true, render: (_, r) => r.narasumber },
            { key: 'lokasi', title: 'Lokasi', render: (_, r) => r.kabkota.nama },
            {
              key: 'jumlah_peserta',
              title: 'Peserta',
              sorter: true,
              align: 'right',
              render: (_, r) => r.jumlah_peserta,
            },
          ]}
        />
      </Card>
      {area === 'upg' ? <DiseminasiImport open={importOpen} onClose={() => setImportOpen(false)} /> : null}
    </>
  );
}

export const UpgDiseminasiListPage = () => <DiseminasiList area="upg" />;
export const KpkDiseminasiListPage = () => <DiseminasiList area="kpk" />;
