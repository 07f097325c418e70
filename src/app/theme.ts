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
    colorTextSecondary: 'rgba(0, 0, 0, 0.66)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    borderRadius: 8,
    fontSize: 15,
  },
};
