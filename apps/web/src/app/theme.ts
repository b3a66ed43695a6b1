import type { ThemeConfig } from 'antd';
import { palette } from '@/ui/palette';

/**
 * antd draws a tag of a preset colour (`<Tag color="gold">`) in shade 7 of that colour on shade 1; for gold,
 * orange, green, cyan, volcano, lime and yellow that is under 4.5:1. These take the darker shade that passes.
 */
const readableTagShades = {
  gold7: '#874d00',
  orange7: '#ad4e00',
  green7: '#237804',
  cyan7: '#006d75',
  volcano7: '#ad2102',
  lime7: '#3f6600',
  yellow7: '#876800',
} as const;

/** A calm government look: deep navy primary, soft grey canvas, modest radii; text readable at WCAG AA. */
export const theme: ThemeConfig = {
  token: {
    ...readableTagShades,
    colorTextTertiary: palette.textTertiary,
    colorTextDescription: palette.textTertiary,
    colorTextPlaceholder: palette.textQuaternary,
    colorPrimary: palette.primary,
    // antd derives a lighter link hover from the primary: a hovered or just-clicked link would fall under 4.5:1.
    colorLink: palette.primary,
    colorLinkHover: palette.primaryHover,
    colorLinkActive: palette.primaryActive,
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
