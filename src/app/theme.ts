import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: { colorPrimary: '#1f4fd1', borderRadius: 8, fontSize: 15 },
};
