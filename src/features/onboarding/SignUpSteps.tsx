import { Steps } from 'antd';

const STEPS = [{ title: 'Contact info' }, { title: 'Shipping needs' }, { title: 'Verify email' }];

export const SignUpSteps = ({ current }: { current: 0 | 1 | 2 }) => (
  <Steps current={current} items={STEPS} size="small" style={{ marginBottom: 24 }} />
);
