import { CopyOutlined, DashboardOutlined, PlusOutlined } from '@ant-design/icons';
import {
  currentYear,
  type ProfilKlopItem,
  STATUS_RENCANA_KERJA,
  statusRencanaKerjaLabel,
  yearOptions,
} from '@gratifikasi/domain';
import { Card, Select, Space } from 'antd';
import { Link } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { ListTable } from '@/ui/ListTable';
import { useNavigateTo } from '@/ui/navigation';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { useProfilList, useSalinProfil } from './api';
import { StatusRencanaTag } from './RencanaKerjaPanel';

const commonColumns = [
  {
    key: 'pegawai',
    title: 'Jumlah Pegawai',
    render: (_: unknown, r: ProfilKlopItem) => r.jumlah_pegawai.toLocaleString('id-ID'),
  },
  { key: 'tahapan', title: 'Tahapan', render: (_: unknown, r: ProfilKlopItem) => `${r.tahapan_selesai}/4` },
  { key: 'kegiatan', title: 'Kegiatan', render: (_: unknown, r: ProfilKlopItem) => r.jumlah_kegiatan },
  {
    key: 'status',
    title: 'Status Rencana Kerja',
    render: (_: unknown, r: ProfilKlopItem) => (
      <StatusRencanaTag status={r.status_rencana} label={r.status_rencana_label} />
    ),
  },
];

/** The UPG the signed-in account works for (its active access's scope), whose overview it may open. */
function useUpgSendiri(): number | null {
  const { profile } = useSession();
  const scope = profile?.roles.find((r) => r.access_id === profile.access_id)?.scope;
  return scope?.type === 'upg' ? scope.id : null;
}

const ringkasan = (upgId: number, tahun: number) =>
  `${buildPath('upg-upg-profile-klop-detail', { upg_id: upgId })}?tahun=${tahun}`;

/** The UPG's years: open one or its overview, make this year's, or copy last year's. */
export function UpgProfilListPage() {
  const list = useListQuery('upg-profil-klop');
  const result = useProfilList(list.params);
  const salin = useSalinProfil();
  const navigateTo = useNavigateTo();
  const tahun = currentYear();
  const upgId = useUpgSendiri();
  const ada = result.data?.items.some((i) => i.tahun === tahun) ?? false;
  return (
    <>
      <PageHeader
        title="Profil KLOP"
        subtitle="Profil instansi, rencana kerja, dan dokumen UPG per tahun."
        extra={
          <Space>
            {upgId ? (
              <LinkButton icon={<DashboardOutlined />} to={ringkasan(upgId, tahun)}>
                Ringkasan Instansi
              </LinkButton>
            ) : null}
            {ada ? null : (
              <Space>
                <ConfirmButton
                  icon={<CopyOutlined />}
                  confirm={`Salin profil dan rencana kerja tahun ${tahun - 1} ke tahun ${tahun}?`}
                  onConfirm={async () => {
                    await salin.mutateAsync(tahun);
                    notify.success(`Profil tahun ${tahun - 1} berhasil disalin`);
                    navigateTo('upg-profil-klop-edit', { year: tahun });
                  }}
                >
                  Salin dari {tahun - 1}
                </ConfirmButton>
                <LinkButton
                  type="primary"
                  icon={<PlusOutlined />}
                  to={buildPath('upg-profil-klop-edit', { year: tahun })}
                >
                  Buat Profil {tahun}
                </LinkButton>
              </Space>
            )}
          </Space>
        }
      />
      <Card>
        <ListTable<ProfilKlopItem>
          list={list}
          result={result}
          rowKey="id"
          noun="profil"
          columns={[
            {
              key: 'tahun',
              title: 'Tahun',
              render: (_, r) => (
                <Link to={buildPath('upg-profil-klop-view', { year: r.tahun })}>{r.tahun}</Link>
              ),
            },
            ...commonColumns,
            {
              key: 'ringkasan',
              title: 'Ringkasan',
              render: (_, r) =>
                r.upg_id ? (
                  <Link to={ringkasan(r.upg_id, r.tahun)} aria-label={`Lihat ringkasan ${r.tahun}`}>
                    Lihat ringkasan
                  </Link>
                ) : (
                  '-'
                ),
            },
          ]}
        />
      </Card>
    </>
  );
}

/** The institutions' years for the KPK, filtered by year and plan status (the reviewer's queue: Perlu Persetujuan). */
export function KpkProfilListPage() {
  const list = useListQuery('kpk-kpk-profile-klop');
  const result = useProfilList(list.params);
  const filters = list.query.filters;
  return (
    <>
      <PageHeader title="Profil KLOP" subtitle="Profil dan rencana kerja setiap instansi per tahun." />
      <Card>
        <FilterBar list={list}>
          <Select<number>
            aria-label="Tahun"
            placeholder="Tahun"
            allowClear
            style={{ width: 120 }}
            value={filters.tahun ? Number(filters.tahun) : undefined}
            onChange={(v) => list.setFilter('tahun', v === undefined ? undefined : String(v))}
            options={yearOptions().map((o) => ({ value: o.value, label: o.label }))}
          />
          <Select<string>
            aria-label="Status rencana kerja"
            placeholder="Status rencana kerja"
            allowClear
            style={{ width: 200 }}
            value={filters.status_rencana || undefined}
            onChange={(v) => list.setFilter('status_rencana', v)}
            options={STATUS_RENCANA_KERJA.map((s) => ({ value: s, label: statusRencanaKerjaLabel(s, true) }))}
          />
        </FilterBar>
        <ListTable<ProfilKlopItem>
          list={list}
          result={result}
          rowKey="id"
          noun="profil"
          columns={[
            {
              key: 'instansi',
              title: 'Instansi',
              render: (_, r) =>
                r.upg_id ? (
                  <Link
                    to={`${buildPath('kpk-kpk-profile-klop-detail', { upg_id: r.upg_id })}?tahun=${r.tahun}`}
                  >
                    {r.instansi.nama}
                  </Link>
                ) : (
                  r.instansi.nama
                ),
            },
            { key: 'tahun', title: 'Tahun', render: (_, r) => r.tahun },
            ...commonColumns,
          ]}
        />
      </Card>
    </>
  );
}
