/*
 * The map's colours and sizes: antd's design tokens for the app's theme (src/app/theme.ts), written
 * out, so that the map draws without antd. The shared tracking page shows it too, and that page
 * loads no antd: its script stays small for a phone.
 */
export const LANE_MAP_TOKENS = {
  colorBgContainer: '#ffffff',
  colorInfoBg: '#e6f4ff',
  colorInfoBorder: '#91caff',
  colorBorder: '#d9d9d9',
  colorBorderSecondary: '#f0f0f0',
  colorFillAlter: 'rgba(0,0,0,0.02)',
  colorFillQuaternary: 'rgba(0,0,0,0.02)',
  colorPrimary: '#1f4fd1',
  colorLink: '#1f4fd1',
  colorText: 'rgba(0,0,0,0.88)',
  colorTextHeading: 'rgba(0,0,0,0.88)',
  colorTextSecondary: 'rgba(0, 0, 0, 0.66)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextQuaternary: 'rgba(0,0,0,0.25)',
  borderRadiusLG: 10,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, " +
    "'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', " +
    "'Noto Color Emoji'",
  fontSize: 15,
  fontWeightStrong: 600,
  lineType: 'solid',
  lineWidth: 1,
  marginXS: 8,
  paddingXS: 8,
} as const;
