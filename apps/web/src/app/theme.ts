import type { ThemeConfig } from 'antd';

/** A calm government look: deep navy primary, soft grey canvas, modest radii. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4e89',
    colorInfo: '#1d4e89',
    colorSuccess: '#2e7d32',
    colorWarning: '#d48806',
    colorError: '#c62828',
    colorBgLayout: '#f3f6fa',
    borderRadius: 6,
    fontFamily:
      "'Segoe UI', 'Noto Sans', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#0f2c4d', headerPadding: '0 20px', headerHeight: 60 },
    Menu: {
      darkItemBg: '#0f2c4d',
      darkSubMenuItemBg: '#0b2340',
      darkItemSelectedBg: '#1d4e89',
    },
    Card: { headerFontSize: 16 },
  },
};
