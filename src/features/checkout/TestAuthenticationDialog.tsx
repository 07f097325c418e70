import { Button, Modal, Typography } from 'antd';

type Props = { open: boolean; onComplete: () => void; onFail: () => void };

/** Stands in for the bank's 3-D Secure page in test mode. */
export const TestAuthenticationDialog = ({ open, onComplete, onFail }: Props) => (
  <Modal
    open={open}
    title="Authenticate this payment"
    closable={false}
    mask={{ closable: false }}
    keyboard={false}
    footer={[
      <Button key="fail" danger onClick={onFail}>
        Fail authentication
      </Button>,
      <Button key="complete" type="primary" onClick={onComplete}>
        Complete authentication
      </Button>,
    ]}
  >
    <Typography.Paragraph>
      Your bank asks you to confirm this payment. In test mode, choose whether the authentication
      succeeds or fails.
    </Typography.Paragraph>
  </Modal>
);
