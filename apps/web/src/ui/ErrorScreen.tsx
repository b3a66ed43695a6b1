import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { palette } from '@/ui/palette';
import { PlainIcon } from '@/ui/plain/icon';
import { PlainButton } from './plain/controls';

interface ErrorScreenProps {
  title: string;
  description: string;
}

/**
 * A screen for failures the user can only cure by reloading (e.g. a screen's code failed to download).
 * Plain markup on purpose: it is the route tree's error boundary, part of the first download, and must show
 * even when antd's code is what failed to arrive.
 */
export function ErrorScreen({ title, description }: ErrorScreenProps) {
  return (
    <div
      className="pl-root"
      role="alert"
      style={{
        minHeight: '70vh',
        padding: 24,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
      }}
    >
      <PlainIcon icon={WarningOutlined} style={{ fontSize: 56, color: palette.warning }} />
      <h1 style={{ fontSize: 24, margin: 0, fontWeight: 600 }}>{title}</h1>
      <p style={{ margin: 0, color: palette.textSecondary, maxWidth: 520, textAlign: 'center' }}>
        {description}
      </p>
      <PlainButton
        type="primary"
        icon={<PlainIcon icon={ReloadOutlined} />}
        onClick={() => window.location.reload()}
      >
        Muat ulang halaman
      </PlainButton>
    </div>
  );
}
