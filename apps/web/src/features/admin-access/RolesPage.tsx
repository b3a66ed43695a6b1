import { Flex } from 'antd';
import { PageHeader } from '@/ui/PageHeader';
import { PermissionMatrix } from './PermissionMatrix';

/** Roles with their users count and, per role, the permissions it grants (editable). */
export function RolesPage({ title = 'Peran' }: { title?: string }) {
  return (
    <Flex vertical>
      <PageHeader
        title={title}
        subtitle="Centang hak akses setiap peran, lalu simpan per peran. Angka di samping peran adalah jumlah pengguna."
      />
      <PermissionMatrix />
    </Flex>
  );
}

export function PermissionRolesPage() {
  return <RolesPage title="Hak Akses Peran" />;
}
