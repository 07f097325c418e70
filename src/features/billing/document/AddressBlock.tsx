import { Flex, Typography } from 'antd';

/** An address or a party, as it is printed: a heading, then its lines. */
export const AddressBlock = ({ title, lines }: { title: string; lines: string[] }) => (
  <Flex vertical>
    <Typography.Text strong>{title}</Typography.Text>
    {lines.map((line) => (
      <Typography.Text key={line}>{line}</Typography.Text>
    ))}
  </Flex>
);
