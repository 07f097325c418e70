import { Flex, Spin } from 'antd';

export const FullPageSpinner = ({ label = 'Loading' }: { label?: string }) => (
  <Flex
    align="center"
    justify="center"
    style={{ minHeight: '60vh' }}
    role="status"
    aria-label={label}
  >
    <Spin size="large" />
  </Flex>
);
