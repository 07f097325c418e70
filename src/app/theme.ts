import type { ThemeConfig } from 'antd';

/*
 * antd's default greys, link blue and error red fall below the 4.5:1 contrast that WCAG AA asks
 * of text; these keep the same look one step darker.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f4fd1',
    // Hover and press darken instead of lightening, so white text keeps its contrast.
    colorPrimaryHover: '#1a43b4',
    colorPrimaryActive: '#153891',
    colorLink: '#1f4fd1',
    colorLinkHover: '#1a43b4',
    colorError: '#c41d1d',
    // The brand's own green, blue and amber for the state icons (Result, Alert, message), not
    // antd's lime and default blue; each dark enough for text on white.
    colorSuccess: '#237804',
    colorInfo: '#1f4fd1',
    colorWarning: '#ad6800',
    colorTextSecondary: 'rgba(0, 0, 0, 0.66)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    borderRadius: 8,
    fontSize: 15,
  },
};
