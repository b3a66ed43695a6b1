import { ReloadOutlined } from '@ant-design/icons';
import { LINK_EXPIRED_MESSAGE } from '@gratifikasi/domain';
import { Button, Result } from 'antd';

/** Spec §8: an unknown, expired or used link says so, with a button that reloads the page. */
export function LinkExpired() {
  return (
    <Result
      status="warning"
      title="Tautan tidak dapat digunakan"
      subTitle={LINK_EXPIRED_MESSAGE}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          Muat ulang
        </Button>
      }
    />
  );
}
