import { formatDate, formatRupiah, type InboxItem } from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import type { PhoneColumnsType } from '@/ui/phone/PhoneCard';
import { InboxBadges, LangkahCell, TenggatCell, text } from './display';

/** The KPK staff's report detail; the admin area has no detail screen of its own, so its lists show plain numbers. */
export const KPK_DETAIL_ROUTE = 'kpk-laporan-detail';

function NomorCell({ row, detailRoute }: { row: InboxItem; detailRoute: string | null }) {
  const label = row.nosig ?? `Laporan #${row.id}`;
  return (
    <Flex vertical gap={4} align="flex-start">
      {detailRoute ? (
        <Link to={buildPath(detailRoute, { id: row.id })}>{label}</Link>
      ) : (
        <Typography.Text strong>{label}</Typography.Text>
      )}
      <InboxBadges row={row} />
    </Flex>
  );
}

function GrupAnggota({ row }: { row: InboxItem }) {
  if (!row.grup && !row.anggota)
    return <Typography.Text type="secondary">Belum didistribusikan</Typography.Text>;
  return (
    <Flex vertical gap={0}>
      <span>{text(row.grup)}</span>
      <Typography.Text type="secondary">{text(row.anggota)}</Typography.Text>
    </Flex>
  );
}

export type InboxColumn =
  | 'nosig'
  | 'pelapor'
  | 'tanggal_lapor'
  | 'total_nilai'
  | 'langkah'
  | 'pemegang'
  | 'grup'
  | 'tenggat';

/** The inbox's columns (issue 10 §3). */
export const INBOX_COLUMNS: readonly InboxColumn[] = [
  'nosig',
  'pelapor',
  'tanggal_lapor',
  'langkah',
  'pemegang',
  'grup',
  'tenggat',
];

/** A distribution list: every row is at the same step and nobody holds it yet, but the value helps to weigh it. */
export const DISTRIBUSI_COLUMNS: readonly InboxColumn[] = [
  'nosig',
  'pelapor',
  'tanggal_lapor',
  'total_nilai',
  'tenggat',
];

/** A reassignment list: whose hands each report is in now. */
export const REASSIGN_COLUMNS: readonly InboxColumn[] = ['nosig', 'pelapor', 'langkah', 'grup'];

/** The chosen columns, in that order; `detailRoute` null shows the number without a link. */
export function inboxColumns(
  detailRoute: string | null = KPK_DETAIL_ROUTE,
  keys: readonly InboxColumn[] = INBOX_COLUMNS,
): TableColumnsType<InboxItem> {
  // On a phone each row is a card (DataTable): the number, then the step and the deadline before the rest.
  const all: PhoneColumnsType<InboxItem> = [
    { key: 'nosig', title: 'Nomor', render: (_, row) => <NomorCell row={row} detailRoute={detailRoute} /> },
    { key: 'pelapor', title: 'Pelapor', render: (_, row) => text(row.pelapor_nama) },
    {
      key: 'tanggal_lapor',
      title: 'Tanggal Lapor',
      width: 110,
      phone: 'hide',
      render: (_, row) => formatDate(row.tanggal_lapor) || '-',
    },
    // Widths let the longer names wrap instead of pushing the deadline out of sight.
    {
      key: 'langkah',
      title: 'Langkah',
      width: 190,
      phone: 'lead',
      render: (_, row) => <LangkahCell row={row} />,
    },
    { key: 'pemegang', title: 'Pemegang', width: 150, render: (_, row) => text(row.pemegang) },
    { key: 'grup', title: 'Grup / Anggota', width: 190, render: (_, row) => <GrupAnggota row={row} /> },
    {
      key: 'tenggat',
      title: 'Tenggat',
      width: 115,
      phone: 'lead',
      render: (_, row) => <TenggatCell row={row} />,
    },
    {
      key: 'total_nilai',
      title: 'Total Nilai',
      align: 'right',
      render: (_, row) => formatRupiah(row.total_nilai),
    },
  ];
  return keys.flatMap((key) => all.filter((column) => column.key === key));
}
