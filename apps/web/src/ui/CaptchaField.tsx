import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import type { Captcha } from '@gratifikasi/domain';
import { palette } from '@/ui/palette';
import { PlainIcon } from '@/ui/plain/icon';
import { LoginField } from './LoginField';
import { PlainButton, PlainInput, Spinner } from './plain/controls';

interface CaptchaFieldProps {
  captcha: Captcha | undefined;
  loading: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
}

/**
 * The captcha image (login, registration) with its refresh button and answer input; hidden entirely when
 * captcha is switched off. Plain controls: it is part of /login, which renders without antd.
 */
export function CaptchaField({ captcha, loading, value, error, onChange, onRefresh }: CaptchaFieldProps) {
  if (captcha && !captcha.enabled) return null;
  return (
    <LoginField id="login-captcha" label="Kode captcha" error={error}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <div
          style={{
            flex: 1,
            height: 56,
            border: `1px solid ${palette.border}`,
            borderRadius: palette.radius,
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
            <Spinner size="small" />
          )}
        </div>
        <PlainButton
          icon={<PlainIcon icon={ReloadOutlined} />}
          onClick={onRefresh}
          loading={loading}
          aria-label="Muat captcha baru"
          title="Muat captcha baru"
        />
      </div>
      <PlainInput
        id="login-captcha"
        value={value}
        onChange={onChange}
        status={error ? 'error' : ''}
        placeholder="Ketik kode pada gambar"
        autoComplete="off"
        maxLength={20}
      />
    </LoginField>
  );
}
