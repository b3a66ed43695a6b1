import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';

interface ErrorScreenProps {
  title: string;
  description: string;
}

/**
 * A screen for failures the user can only cure by reloading (e.g. a screen's code failed to download).
 * Plain markup on purpose: it is part of the first download, so it avoids antd's Result illustrations.
 */
export function ErrorScreen({ title, description }: ErrorScreenProps) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={12}
      style={{ minHeight: '70vh', padding: 24 }}
      role="alert"
    >
      <WarningOutlined style={{ fontSize: 56, color: '#d48806' }} />
      <h1 style={{ fontSize: 24, margin: 0, fontWeight: 600 }}>{title}</h1>
      <p style={{ margin: 0, color: 'rgba(0,0,0,0.55)', maxWidth: 520, textAlign: 'center' }}>
        {description}
      </p>
      <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
        Muat ulang halaman
      </Button>
    </Flex>
  );
}
