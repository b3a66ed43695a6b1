import { EditOutlined } from '@ant-design/icons';
import { Card, Empty, Spin } from 'antd';
import { useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { NotFoundResult } from '@/ui/NotFoundResult';
import { PageHeader } from '@/ui/PageHeader';
import { RealisasiLinks } from '../ppg-realisasi-klop/RealisasiSections';
import { useProfil } from './api';
import { ProfilView } from './ProfilView';

/** The UPG's year as read, with the plan's send action and a way to edit. */
export function UpgProfilViewPage() {
  const tahun = Number(useParams().year);
  const profil = useProfil(tahun);
  const edit = buildPath('upg-profil-klop-edit', { year: tahun });
  if (profil.isLoading)
    return (
      <div role="status" aria-label="Memuat">
        <Spin />
      </div>
    );
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
