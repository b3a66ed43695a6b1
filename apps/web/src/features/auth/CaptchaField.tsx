import { ReloadOutlined } from '@ant-design/icons';
import type { Captcha } from '@gratifikasi/domain';
import { Button, Flex, Form, Input, Skeleton, Tooltip } from 'antd';

interface CaptchaFieldProps {
  captcha: Captcha | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The captcha image with its refresh button and answer input; hidden entirely when captcha is switched off. */
export function CaptchaField({ captcha, loading, onRefresh }: CaptchaFieldProps) {
  if (captcha && !captcha.enabled) return null;
  return (
    <Form.Item label="Kode captcha" required>
      <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
        <div
          style={{
            flex: 1,
            height: 56,
            border: '1px solid #d9d9d9',
            borderRadius: 6,
            background: '#fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {captcha && !loading ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
              alt="Gambar captcha"
              style={{ maxHeight: 52, maxWidth: '100%' }}
            />
          ) : (
            <Skeleton.Button active size="large" block />
          )}
        </div>
        <Tooltip title="Muat captcha baru">
          <Button
            icon={<ReloadOutlined />}
            onClick={onRefresh}
            loading={loading}
            aria-label="Muat captcha baru"
          />
        </Tooltip>
      </Flex>
      <Form.Item
        name="captcha"
        noStyle
        rules={[{ required: true, whitespace: true, message: 'Kode captcha wajib diisi' }]}
      >
        <Input placeholder="Ketik kode pada gambar" autoComplete="off" maxLength={20} />
      </Form.Item>
    </Form.Item>
  );
}
