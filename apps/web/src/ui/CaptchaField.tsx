import { ReloadOutlined } from '@ant-design/icons';
import type { Captcha } from '@gratifikasi/domain';
import { Button, Flex, Spin } from 'antd';
import Input from 'antd/es/input/Input';
import { LoginField } from './LoginField';

interface CaptchaFieldProps {
  captcha: Captcha | undefined;
  loading: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
}

/** The captcha image (login, registration) with its refresh button and answer input; hidden entirely when captcha is switched off. */
export function CaptchaField({ captcha, loading, value, error, onChange, onRefresh }: CaptchaFieldProps) {
  if (captcha && !captcha.enabled) return null;
  return (
    <LoginField id="login-captcha" label="Kode captcha" error={error}>
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
            <Spin size="small" />
          )}
        </div>
        <Button
          icon={<ReloadOutlined />}
          onClick={onRefresh}
          loading={loading}
          aria-label="Muat captcha baru"
          title="Muat captcha baru"
        />
      </Flex>
      <Input
        id="login-captcha"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        status={error ? 'error' : ''}
        placeholder="Ketik kode pada gambar"
        autoComplete="off"
        maxLength={20}
      />
    </LoginField>
  );
}
