import { buildPath, homeRouteName } from '@gratifikasi/domain';
import { Flex, Result } from 'antd';
import { useSession } from '@/platform/session';
import { LinkButton } from '@/ui/LinkButton';

/** Where a route's missing permission sends the user (spec §6). */
export function UnauthorizedPage() {
  const { profile } = useSession();
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Result
        status="403"
        title="Akses ditolak"
        subTitle="Anda tidak memiliki hak akses untuk membuka halaman tersebut. Hubungi administrator bila Anda memerlukan akses."
        extra={
          <LinkButton to={buildPath(homeRouteName(profile))} type="primary">
            Kembali ke beranda
          </LinkButton>
        }
      />
    </Flex>
  );
}
