import type { ThemeConfig } from 'antd';

/**
 * The colours of the app, shared by the antd theme and the plain first page (ui/plain), which renders
 * before antd is downloaded.
 */
export const palette = {
  primary: '#1d4e89',
  primaryHover: '#386596',
  primaryActive: '#103363',
  success: '#2e7d32',
  warning: '#d48806',
  error: '#c62828',
  canvas: '#f3f6fa',
  navy: '#0f2c4d',
  border: '#d9d9d9',
  borderSecondary: '#f0f0f0',
  text: 'rgba(0, 0, 0, 0.88)',
  textSecondary: 'rgba(0, 0, 0, 0.65)',
  textTertiary: 'rgba(0, 0, 0, 0.45)',
  radius: 6,
  radiusLG: 8,
  fontFamily:
    "'Segoe UI', 'Noto Sans', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** A calm government look: deep navy primary, soft grey canvas, modest radii. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorInfo: palette.primary,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorError: palette.error,
    colorBgLayout: palette.canvas,
    borderRadius: palette.radius,
    fontFamily: palette.fontFamily,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: palette.navy, headerPadding: '0 20px', headerHeight: 60 },
    Menu: {
      darkItemBg: palette.navy,
      darkSubMenuItemBg: '#0b2340',
      darkItemSelectedBg: palette.primary,
    },
    Card: { headerFontSize: 16 },
  },
};
