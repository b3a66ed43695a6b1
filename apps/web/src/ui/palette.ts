/**
 * The colours of the app, shared by the antd theme and the plain first page (ui/plain), which renders
 * before antd is downloaded. Every colour that draws text holds WCAG AA (4.5:1) on white and on the canvas: the
 * warning amber and the muted greys are darker than antd's defaults for that reason (issue 24 §4).
 */
export const palette = {
  primary: '#1d4e89',
  primaryHover: '#386596',
  primaryActive: '#103363',
  success: '#2e7d32',
  warning: '#8f5600',
  error: '#c62828',
  canvas: '#f3f6fa',
  navy: '#0f2c4d',
  border: '#d9d9d9',
  borderSecondary: '#f0f0f0',
  text: 'rgba(0, 0, 0, 0.88)',
  textSecondary: 'rgba(0, 0, 0, 0.65)',
  /** Muted text (hints, captions, table footers): #666 on white, 5.7:1; antd's 0.45 is 3.4:1. */
  textTertiary: 'rgba(0, 0, 0, 0.6)',
  /** Placeholders and empty hints: 4.5:1 on white, as text a person has to read. */
  textQuaternary: 'rgba(0, 0, 0, 0.56)',
  radius: 6,
  radiusLG: 8,
  fontFamily:
    "'Segoe UI', 'Noto Sans', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
