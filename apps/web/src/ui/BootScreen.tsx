import { Flex, Spin, Typography } from 'antd';

/** Full-screen spinner shown while the session is checked and while a lazy screen loads on a direct visit. */
export function BootScreen() {
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }} role="status">
      <Spin size="large" />
      <Typography.Text type="secondary">Memuat Gratifikasi Online…</Typography.Text>
    </Flex>
  );
}
