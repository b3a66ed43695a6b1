import { homeRouteName } from '@gratifikasi/domain';
import { Flex, Result } from 'antd';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { LinkButton } from './LinkButton';

/** A full-page answer (not found, refused) with the one way back: the signed-in role's home, or the landing. */
export function HomeResult({
  status,
  title,
  subTitle,
}: {
  status: '403' | '404';
  title: string;
  subTitle: string;
}) {
  const { profile } = useSession();
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          <LinkButton to={buildPath(homeRouteName(profile))} type="primary">
            Kembali ke beranda
          </LinkButton>
        }
      />
    </Flex>
  );
}
