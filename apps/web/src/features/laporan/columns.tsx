import { formatRupiah, isLaporanEditable, type LaporanListItem } from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import type { AreaConfig } from './areas';
import { dateText, KANAL_LABELS, StatusTag, TerlambatTag, TerlambatUpgTag, text } from './display';

/** Today as YYYY-MM-DD in Jakarta (the forwarding deadline compares calendar dates). */
export function todayJakarta(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** A UPG report still waiting at the UPG after its forwarding deadline. */
export function lewatBatasTeruskan(row: Pick<LaporanListItem, 'status' | 'batas_teruskan'>): boolean {
  return row.status === 'DITERIMA_UPG' && row.batas_teruskan !== null && row.batas_teruskan < todayJakarta();
}

function nomorCell(config: AreaConfig, row: LaporanListItem) {
  const label = row.nosig ?? `Draf #${row.id}`;
  return (
    <Space orientation="vertical" size={0}>
      <Link to={buildPath(config.detail, { id: row.id })}>{label}</Link>
      {config.edit && isLaporanEditable(row.status) ? (
        <Link to={buildPath(config.edit, { id: row.id })} style={{ fontSize: 12 }}>
          Ubah
        </Link>
      ) : null}
    </Space>
  );
}

/** The list columns of an area: staff lists show the reporter and institution, the UPG list its deadline. */
export function laporanColumns(config: AreaConfig): TableColumnsType<LaporanListItem> {
  const columns: TableColumnsType<LaporanListItem> = [
    { key: 'nosig', title: 'Nomor Laporan', sorter: true, render: (_, row) => nomorCell(config, row) },
  ];
  if (config.staff) {
    columns.push(
      { key: 'pelapor', title: 'Pelapor', render: (_, row) => row.pelapor_nama },
      { key: 'instansi', title: 'Instansi', render: (_, row) => text(row.instansi_nama) },
    );
  }
  columns.push(
    { key: 'peristiwa', title: 'Jenis Peristiwa', render: (_, row) => text(row.jenis_peristiwa_nama) },
    { key: 'pemberi', title: 'Pemberi', render: (_, row) => text(row.nama_pemberi) },
    {
      key: 'tanggal_penerimaan',
      title: 'Tgl. Penerimaan',
      sorter: true,
      render: (_, row) => dateText(row.tanggal_penerimaan),
    },
    {
      key: 'tanggal_lapor',
      title: 'Tgl. Lapor',
      sorter: true,
      render: (_, row) => dateText(row.tanggal_lapor),
    },
    {
      key: 'total_nilai',
      title: 'Total Nilai',
      sorter: true,
      align: 'right',
      render: (_, row) => formatRupiah(row.total_nilai),
    },
  );
  if (config.area === 'kpk' || config.area === 'observer') {
    columns.push({ key: 'kanal', title: 'Kanal', render: (_, row) => <Tag>{KANAL_LABELS[row.kanal]}</Tag> });
  }
  if (config.area === 'upg') {
    columns.push({
      key: 'batas_teruskan',
      title: 'Batas Teruskan',
      render: (_, row) =>
        row.status === 'DITERIMA_UPG' ? (
          <Typography.Text
            type={lewatBatasTeruskan(row) ? 'danger' : undefined}
            strong={lewatBatasTeruskan(row)}
          >
            {dateText(row.batas_teruskan)}
            {lewatBatasTeruskan(row) ? ' (lewat batas)' : ''}
          </Typography.Text>
        ) : (
          '-'
        ),
    });
  }
  columns.push({
    key: 'status',
    title: 'Status',
    render: (_, row) => (
      <Space size={4} wrap>
        <StatusTag status={row.status} label={row.status_nama} />
        <TerlambatTag late={row.is_terlambat} />
        <TerlambatUpgTag late={row.is_terlambat_upg} batas={row.batas_lapor_upg} />
      </Space>
    ),
  });
  return columns;
}
