import { EditOutlined } from '@ant-design/icons';
import { buildPath, currentYear } from '@gratifikasi/domain';
import { Card, Empty, Spin } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { LinkButton } from '@/ui/LinkButton';
import { NotFoundResult } from '@/ui/NotFoundResult';
import { PageHeader } from '@/ui/PageHeader';
import { RealisasiKpkSection, RealisasiLinks } from '../ppg-realisasi-klop/RealisasiSections';
import { useProfil } from './api';
import { ProfilView } from './ProfilView';

/** The UPG's year as read, with the plan's send action and a way to edit. */
export function UpgProfilViewPage() {
  const tahun = Number(useParams().year);
  const profil = useProfil(tahun);
  const edit = buildPath('upg-profil-klop-edit', { year: tahun });
  if (profil.isLoading) return <Spin aria-label="Memuat" />;
  if (profil.isError) return <NotFoundResult />;
  return (
    <>
      <PageHeader
        title={`Profil KLOP ${tahun}`}
        extra={
          <LinkButton icon={<EditOutlined />} to={edit}>
            Ubah
          </LinkButton>
        }
      />
      {profil.data ? (
        <>
          <ProfilView profil={profil.data} editable />
          <RealisasiLinks tahun={tahun} approved={profil.data.rencana_kerja.status === 'approved'} />
        </>
      ) : (
        <Card>
          <Empty description={`Profil tahun ${tahun} belum dibuat`}>
            <LinkButton type="primary" to={edit}>
              Buat Profil
            </LinkButton>
          </Empty>
        </Card>
      )}
    </>
  );
}

/** An institution's year for the KPK (by its UPG; the year from `?tahun=`), with the reviewer's decisions. */
export function KpkProfilDetailPage() {
  const upgId = Number(useParams().upg_id);
  const [search] = useSearchParams();
  const tahun = Number(search.get('tahun') ?? currentYear());
  const profil = useProfil(tahun, upgId);
  if (profil.isLoading) return <Spin aria-label="Memuat" />;
  if (profil.isError || !profil.data) return <NotFoundResult />;
  return (
    <>
      <PageHeader
        title={`${profil.data.instansi.nama} — ${tahun}`}
        subtitle="Profil KLOP dan rencana kerja"
      />
      <ProfilView profil={profil.data} editable={false} />
      <RealisasiKpkSection
        tahun={tahun}
        upgId={upgId}
        approved={profil.data.rencana_kerja.status === 'approved'}
      />
    </>
  );
}
