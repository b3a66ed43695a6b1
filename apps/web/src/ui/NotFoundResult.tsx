import { buildPath, homeRouteName } from '@gratifikasi/domain';
import { Flex, Result } from 'antd';
import { useSession } from '@/platform/session';
import { LinkButton } from './LinkButton';

/** The not-found screen (spec §2): an unknown path, or a record that does not exist or is not public. */
export function NotFoundResult() {
  const { profile } = useSession();
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Result
        status="404"
        title="Halaman tidak ditemukan"
        subTitle="Maaf, halaman yang Anda cari tidak ada atau telah dipindahkan."
        extra={
          <LinkButton to={buildPath(homeRouteName(profile))} type="primary">
            Kembali ke beranda
          </LinkButton>
        }
      />
    </Flex>
  );
}
