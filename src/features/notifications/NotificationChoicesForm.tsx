import { useState, type FormEvent } from 'react';
import { Button, Flex, Radio, Table, Typography } from 'antd';
import {
  NOTIFICATION_KIND_DESCRIPTIONS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_SCOPE_LABELS,
  NOTIFICATION_SCOPES,
  isNotificationScope,
  type NotificationChoices,
  type NotificationKind,
} from '@domain/notifications';
import { normalizeError } from '../../api/errors';
import { useSaveNotificationChoicesMutation } from '../../api/notificationsApi';
import { useAppDispatch } from '../../state/hooks';
import { showError, showSuccess } from '../../state/toastSlice';

const SCOPE_OPTIONS = NOTIFICATION_SCOPES.map((scope) => ({
  value: scope,
  label: NOTIFICATION_SCOPE_LABELS[scope],
}));

/**
 * A choice per e-mail, kept only when saved: each row's choices are one group of radio buttons,
 * named after its e-mail, which the arrow keys move through.
 */
export const NotificationChoicesForm = ({ saved }: { saved: NotificationChoices }) => {
  const [choices, setChoices] = useState(saved);
  const [save, { isLoading }] = useSaveNotificationChoicesMutation();
  const dispatch = useAppDispatch();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { error } = await save(choices);
    dispatch(
      error ? showError(normalizeError(error).message) : showSuccess(NOTIFICATION_MESSAGES.saved),
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Notifications">
      <Flex vertical gap={16} align="flex-start">
        <Table<{ kind: NotificationKind }>
          style={{ width: '100%' }}
          rowKey="kind"
          pagination={false}
          dataSource={NOTIFICATION_KINDS.map((kind) => ({ kind }))}
          columns={[
            {
              title: 'Email',
              key: 'email',
              render: (_, { kind }) => (
                <Flex vertical>
                  <Typography.Text strong>{NOTIFICATION_KIND_LABELS[kind]}</Typography.Text>
                  <Typography.Text type="secondary">
                    {NOTIFICATION_KIND_DESCRIPTIONS[kind]}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: 'Send it for',
              key: 'scope',
              render: (_, { kind }) => (
                <Radio.Group
                  name={kind}
                  aria-label={NOTIFICATION_KIND_LABELS[kind]}
                  value={choices[kind]}
                  options={SCOPE_OPTIONS}
                  onChange={({ target }) => {
                    const scope: unknown = target.value;
                    if (isNotificationScope(scope))
                      setChoices((before) => ({ ...before, [kind]: scope }));
                  }}
                />
              ),
            },
          ]}
        />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save
        </Button>
      </Flex>
    </form>
  );
};
