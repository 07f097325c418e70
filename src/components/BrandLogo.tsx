import { theme } from 'antd';
import { PRODUCT_NAME } from '@domain/constants';

const TruckMark = () => (
  <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
    <rect width="32" height="32" rx="6" fill="#1f4fd1" />
    <path d="M5 20h14V10H5zm14-7h4l4 4v3h-8z" fill="#fff" />
    <circle cx="10" cy="22" r="2.5" fill="#fff" stroke="#1f4fd1" />
    <circle cx="23" cy="22" r="2.5" fill="#fff" stroke="#1f4fd1" />
  </svg>
);

export const BrandLogo = ({ inverted = false }: { inverted?: boolean }) => {
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <TruckMark />
      <span
        style={{
          fontSize: 18,
          fontWeight: token.fontWeightStrong,
          color: inverted ? '#fff' : token.colorText,
        }}
      >
        {PRODUCT_NAME}
      </span>
    </span>
  );
};
