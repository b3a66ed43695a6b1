import { type LaporanAksi, rolesLabel } from '@gratifikasi/domain';
import { Alert, Descriptions, Skeleton, Tag } from 'antd';

interface AksiQuery {
  data?: LaporanAksi | undefined;
  isPending: boolean;
  isError: boolean;
}

/** Where the picked report stands: its step, version and holder (`GET laporan/{id}/aksi`). */
export function AksiSummary({ query }: { query: AksiQuery }) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (query.isError || !query.data) {
    return <Alert type="error" showIcon title="Laporan tidak ditemukan" style={{ marginBottom: 16 }} />;
  }
  const aksi = query.data;
  if (!aksi.dalam_proses) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Laporan ini belum masuk proses KPK, sehingga belum dapat dipindahkan."
        style={{ marginBottom: 16 }}
      />
    );
  }
  const holder = aksi.pemegang;
  const roles = holder?.perans?.length ? holder.perans : holder?.peran ? [holder.peran] : [];
  const peran = rolesLabel(roles);
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'step',
          label: 'Langkah saat ini',
          children: (
            <>
              <Tag color="blue">{aksi.step}</Tag> {aksi.step_nama}
              {aksi.selesai ? <Tag style={{ marginInlineStart: 8 }}>Selesai</Tag> : null}
            </>
          ),
        },
        { key: 'version', label: 'Versi', children: aksi.version ?? '-' },
        {
          key: 'pemegang',
          label: 'Pemegang',
          children: [holder?.nama, peran].filter(Boolean).join(' — ') || '-',
        },
        {
          key: 'distribusi',
          label: 'Grup / Tim / Anggota',
          children: aksi.distribusi
            ? [aksi.distribusi.grup, aksi.distribusi.tim, aksi.distribusi.anggota]
                .map((v) => v ?? '-')
                .join(' / ')
            : '-',
        },
        { key: 'status', label: 'Status', children: aksi.status },
      ]}
    />
  );
}
