import { currentYear } from '@gratifikasi/domain';
import { Select, Spin, Tabs } from 'antd';
import type { ComponentType } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/platform/api';
import { buildPath } from '@/platform/routes';
import { HomeResult } from '@/ui/HomeResult';
import { NotFoundResult } from '@/ui/NotFoundResult';
import { PageHeader } from '@/ui/PageHeader';
import { useUpgInstansi } from './api';
import { DiseminasiTab } from './DiseminasiTab';
import { ProfilTab, RencanaTab } from './ProfilTabs';
import { RealisasiTab } from './RealisasiTab';
import { RisikoTab } from './RisikoTab';
import { OVERVIEW_ROUTE, OVERVIEW_TABS, type OverviewArea, type OverviewTab, type TabProps } from './tabs';
import { VerifikasiTab } from './VerifikasiTab';

const PANEL: Record<OverviewTab, ComponentType<TabProps>> = {
  profil: ProfilTab,
  'rencana-kerja': RencanaTab,
  realisasi: RealisasiTab,
  risiko: RisikoTab,
  'diseminasi-inovasi': DiseminasiTab,
  verifikasi: VerifikasiTab,
};
const isTab = (s: string): s is OverviewTab => OVERVIEW_TABS.some((t) => t.slug === s);

/** The monitoring years: next year down to 2016, and any year the institution has a profile for. */
function tahunOptions(profil: readonly number[]) {
  const years = new Set<number>(profil);
  for (let y = currentYear() + 1; y >= 2016; y -= 1) years.add(y);
  return [...years].sort((a, b) => b - a).map((y) => ({ value: y, label: String(y) }));
}

/** Another institution's id for a UPG, an id that does not exist: said plainly, with the way home. */
function Ditolak({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 403) {
    return (
      <HomeResult
        status="403"
        title="Akses ditolak"
        subTitle="Anda tidak memiliki hak akses untuk membuka ringkasan instansi ini."
      />
    );
  }
  return (
    <HomeResult
      status="404"
      title="Instansi tidak ditemukan"
      subTitle="Instansi ini tidak ada, atau bukan instansi UPG Anda. UPG hanya dapat membuka ringkasan instansinya sendiri."
    />
  );
}

/**
 * One institution's PPG year at a glance (issue 25 §2): profile, work plan, quarterly realisation, risks,
 * dissemination and innovation, verification and score history — a tab each, the tab in the URL and the year in
 * `?tahun=`. The UPG opens its own institution; the KPK's PPG team any, with its review decisions on the plan and
 * the quarters.
 */
function OverviewPage({ area }: { area: OverviewArea }) {
  const params = useParams();
  const upgId = Number(params.upg_id);
  const tab = params.tab ?? OVERVIEW_TABS[0].slug;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dipilih = Number(search.get('tahun'));
  const tahun = Number.isInteger(dipilih) && dipilih >= 2016 && dipilih <= 2100 ? dipilih : currentYear();
  const header = useUpgInstansi(Number.isInteger(upgId) ? upgId : 0);
  if (!Number.isInteger(upgId) || upgId <= 0 || !isTab(tab)) return <NotFoundResult />;
  if (header.isLoading)
    return (
      <div role="status" aria-label="Memuat">
        <Spin />
      </div>
    );
  if (!header.data) return <Ditolak error={header.error} />;
  const { upg, instansi, tahun_profil } = header.data;
  const go = (nextTab: string, nextTahun: number) =>
    navigate(`${buildPath(OVERVIEW_ROUTE[area], { upg_id: upgId, tab: nextTab })}?tahun=${nextTahun}`);
  const Panel = PANEL[tab];
  return (
    <>
      <PageHeader
        title={instansi.nama}
        subtitle={[upg.nama, instansi.klasifikasi].filter(Boolean).join(' · ')}
        extra={
          <Select<number>
            aria-label="Tahun"
            style={{ width: 120 }}
            value={tahun}
            onChange={(v) => go(tab, v)}
            options={tahunOptions(tahun_profil)}
          />
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(k) => go(k, tahun)}
        items={OVERVIEW_TABS.map((t) => ({
          key: t.slug,
          label: t.label,
          children:
            t.slug === tab ? (
              <Panel area={area} upgId={upgId} instansiId={instansi.id} tahun={tahun} />
            ) : null,
        }))}
      />
    </>
  );
}

/** `upg-profile-klop-detail/:upg_id/:tab?`: the UPG's own institution. */
export function UpgOverviewPage() {
  return <OverviewPage area="upg" />;
}

/** `kpk-profile-klop-detail/:upg_id/:tab?`: any institution, for the KPK's PPG team. */
export function KpkOverviewPage() {
  return <OverviewPage area="kpk" />;
}
