import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';

interface ErrorScreenProps {
  title: string;
  description: string;
}

/** A screen for failures the user can only cure by reloading (e.g. a screen's code failed to download). */
export function ErrorScreen({ title, description }: ErrorScreenProps) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={description}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          Muat ulang halaman
        </Button>
      }
    />
  );
}
