import { Flex, Spin } from 'antd';

/** Full-screen spinner shown while the session is checked and while a lazy screen loads on a direct visit. */
export function BootScreen() {
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }} role="status">
      <Spin size="large" />
      <span style={{ color: 'rgba(0,0,0,0.45)' }}>Memuat Gratifikasi Online…</span>
    </Flex>
  );
}
