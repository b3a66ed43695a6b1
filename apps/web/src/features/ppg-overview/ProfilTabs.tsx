import { EditOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Spin, Typography } from 'antd';
import { ApiError } from '@/platform/api';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { useProfil } from '../ppg-profil-klop/api';
import { ProfilView } from '../ppg-profil-klop/ProfilView';
import { RencanaKerjaPanel } from '../ppg-profil-klop/RencanaKerjaPanel';
import type { TabProps } from './tabs';

/**
 * The year has no profile yet (the UPG reads null, the KPK a 404): the UPG is offered to make it, the KPK told the
 * institution has not. Any other failure says the profile could not be loaded.
 */
export function BelumAdaProfil({
  area,
  tahun,
  error,
}: Pick<TabProps, 'area' | 'tahun'> & { error?: unknown }) {
  if (error && !(error instanceof ApiError && error.status === 404)) {
    return <Typography.Text type="danger">Profil KLOP tidak dapat dimuat.</Typography.Text>;
  }
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
  if (profil.isLoading)
    return (
      <div role="status" aria-label="Memuat">
        <Spin />
      </div>
    );
  if (!profil.data) return <BelumAdaProfil area={area} tahun={tahun} error={profil.error} />;
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
  if (profil.isLoading)
    return (
      <div role="status" aria-label="Memuat">
        <Spin />
      </div>
    );
  if (!profil.data) return <BelumAdaProfil area={area} tahun={tahun} error={profil.error} />;
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
