import { buildPath, formatDate, type InboxItem } from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
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

/** The inbox columns (issue 10 §3); `detailRoute` null shows the number without a link. */
export function inboxColumns(detailRoute: string | null = KPK_DETAIL_ROUTE): TableColumnsType<InboxItem> {
  return [
    { key: 'nosig', title: 'Nomor', render: (_, row) => <NomorCell row={row} detailRoute={detailRoute} /> },
    { key: 'pelapor', title: 'Pelapor', render: (_, row) => text(row.pelapor_nama) },
    {
      key: 'tanggal_lapor',
      title: 'Tanggal Lapor',
      render: (_, row) => formatDate(row.tanggal_lapor) || '-',
    },
    { key: 'langkah', title: 'Langkah', render: (_, row) => <LangkahCell row={row} /> },
    { key: 'pemegang', title: 'Pemegang', render: (_, row) => text(row.pemegang) },
    { key: 'grup', title: 'Grup / Anggota', render: (_, row) => <GrupAnggota row={row} /> },
    { key: 'tenggat', title: 'Tenggat', render: (_, row) => <TenggatCell row={row} /> },
  ];
}
