import { EditOutlined } from '@ant-design/icons';
import { buildPath } from '@gratifikasi/domain';
import { Card, Empty, Flex, Spin } from 'antd';
import { LinkButton } from '@/ui/LinkButton';
import { useProfil } from '../ppg-profil-klop/api';
import { ProfilView } from '../ppg-profil-klop/ProfilView';
import { RencanaKerjaPanel } from '../ppg-profil-klop/RencanaKerjaPanel';
import type { TabProps } from './tabs';

/** The year has no profile yet: the UPG is offered to make it, the KPK told the institution has not. */
export function BelumAdaProfil({ area, tahun }: Pick<TabProps, 'area' | 'tahun'>) {
  return (
    <Card>
      <Empty
        description={
          area === 'upg'
            ? `Profil KLOP tahun ${tahun} belum dibuat`
            : `Instansi belum membuat profil KLOP tahun ${tahun}`
        }
      >
        {area === 'upg' ? (
          <LinkButton type="primary" to={buildPath('upg-profil-klop-edit', { year: tahun })}>
            Buat Profil {tahun}
          </LinkButton>
        ) : null}
      </Empty>
    </Card>
  );
}

/** The year's profile: data, decree and members, rule, commitment, contacts, stages and evidence files. */
export function ProfilTab({ area, upgId, tahun }: TabProps) {
  const profil = useProfil(tahun, upgId);
  if (profil.isLoading) return <Spin aria-label="Memuat" />;
  if (!profil.data) return <BelumAdaProfil area={area} tahun={tahun} />;
  return (
    <>
      {area === 'upg' ? (
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <LinkButton icon={<EditOutlined />} to={buildPath('upg-profil-klop-edit', { year: tahun })}>
            Ubah Profil
          </LinkButton>
        </Flex>
      ) : null}
      <ProfilView profil={profil.data} editable={false} tanpaRencana />
    </>
  );
}

/** The year's work plan with its status and the caller's decisions (the UPG sends; the KPK reviewers decide). */
export function RencanaTab({ area, upgId, tahun }: TabProps) {
  const profil = useProfil(tahun, upgId);
  if (profil.isLoading) return <Spin aria-label="Memuat" />;
  if (!profil.data) return <BelumAdaProfil area={area} tahun={tahun} />;
  const rencana = profil.data.rencana_kerja;
  return (
    <RencanaKerjaPanel
      rencana={rencana}
      extra={
        area === 'upg' && rencana.dapat_diubah ? (
          <LinkButton icon={<EditOutlined />} to={buildPath('upg-profil-klop-edit', { year: tahun })}>
            Ubah
          </LinkButton>
        ) : null
      }
    />
  );
}
