import { PlusOutlined } from '@ant-design/icons';
import type { PelaporPayload } from '@gratifikasi/domain';
import { Alert, Button, Card, Descriptions, Flex, List, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { session } from '@/platform/session';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useCreatePelapor, usePelaporList } from './api';
import { PELAPOR_AREAS, pelaporPath } from './areas';
import { PelaporForm } from './PelaporForm';

const area = PELAPOR_AREAS.individu;

/**
 * /individu/pelapor: the individu's own pelapor profiles; with none yet, the first-time 'Lengkapi data pelapor'
 * form the guard sends them to. Saving the first one refreshes the session profile and opens the beranda.
 */
export function IndividuPelaporPage() {
  const navigate = useNavigate();
  const mine = usePelaporList(area.source, { page: 1, per_page: 100, sort: 'created_at', order: 'desc' });
  const create = useCreatePelapor();
  const [adding, setAdding] = useState(false);

  if (mine.isLoading) return <Skeleton active />;
  const items = mine.data?.items ?? [];
  const first = items.length === 0;

  const submit = async (payload: PelaporPayload) => {
    const result = await create.mutateAsync(payload);
    notify.success(result.message ?? 'Data pelapor berhasil disimpan');
    setAdding(false);
    if (first) {
      try {
        await session.reloadProfile();
      } finally {
        navigate(buildPath('individu-beranda'));
      }
    }
  };

  if (first || adding)
    return (
      <>
        <PageHeader
          title={first ? 'Lengkapi Data Pelapor' : 'Tambah Data Pelapor'}
          subtitle="Data ini digunakan pada setiap laporan gratifikasi yang Anda sampaikan."
        />
        {first ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Sebelum membuat laporan, lengkapi terlebih dahulu data diri dan kepegawaian Anda."
          />
        ) : null}
        <PelaporForm onSubmit={submit} onCancel={first ? undefined : () => setAdding(false)} />
      </>
    );

  return (
    <>
      <PageHeader
        title={area.title}
        subtitle={area.subtitle}
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Tambah Data Pelapor
          </Button>
        }
      />
      <List
        dataSource={items}
        renderItem={(p) => (
          // A list's children are its items (axe list): each card inside its List.Item.
          <List.Item key={p.id} style={{ display: 'block', padding: 0, borderBlockEnd: 'none' }}>
            <Card
              title={p.nama}
              style={{ marginBottom: 16, width: '100%' }}
              extra={<LinkButton to={pelaporPath(area, area.edit as string, p.id)}>Ubah</LinkButton>}
            >
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  { key: 'nik', label: 'NIK', children: p.nik ?? '-' },
                  { key: 'instansi', label: 'Instansi', children: p.instansi_nama ?? '-' },
                  { key: 'unit', label: 'Unit Kerja', children: p.unit_kerja_nama ?? '-' },
                  { key: 'jabatan', label: 'Jabatan', children: p.jabatan ?? '-' },
                  { key: 'telepon', label: 'Telepon', children: p.telepon ?? '-' },
                  { key: 'email', label: 'Email', children: p.email ?? '-' },
                ]}
              />
            </Card>
          </List.Item>
        )}
      />
      <Flex justify="flex-end">
        <LinkButton type="primary" to={buildPath('individu-beranda')}>
          Ke Beranda
        </LinkButton>
      </Flex>
    </>
  );
}
