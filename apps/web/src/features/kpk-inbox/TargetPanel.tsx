import { Empty, Flex, Radio, Skeleton, Tag, Typography, theme } from 'antd';
import type { Beban, BebanJenis } from './api';

interface TargetPanelProps {
  jenis: BebanJenis;
  options: readonly Beban[] | undefined;
  loading: boolean;
  value: number | null;
  onChange: (id: number) => void;
}

const EMPTY: Record<BebanJenis, string> = {
  grup: 'Belum ada grup aktif',
  anggota: 'Belum ada anggota tim pada grup Anda',
};

/** Whom to distribute to, each with the open reports they already hold, so the load is spread evenly. */
export function TargetPanel({ jenis, options, loading, value, onChange }: TargetPanelProps) {
  const { token } = theme.useToken();
  if (loading && !options) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!options?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY[jenis]} />;
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange(event.target.value as number)}
      aria-label={jenis === 'grup' ? 'Grup tujuan' : 'Anggota tim tujuan'}
      style={{ width: '100%' }}
    >
      <Flex vertical gap={8}>
        {options.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            style={{
              width: '100%',
              padding: `${token.paddingXS}px ${token.paddingSM}px`,
              border: `1px solid ${option.id === value ? token.colorPrimary : token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              marginInlineEnd: 0,
            }}
          >
            <Flex justify="space-between" align="center" gap={8} style={{ width: '100%' }}>
              <Flex vertical>
                <Typography.Text strong>{option.nama}</Typography.Text>
                {option.keterangan ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {option.keterangan}
                  </Typography.Text>
                ) : null}
              </Flex>
              <Tag style={{ marginInlineEnd: 0 }}>{option.beban} laporan aktif</Tag>
            </Flex>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
