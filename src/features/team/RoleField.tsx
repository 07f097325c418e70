import { Flex, Select, Typography } from 'antd';
import { Field } from 'react-final-form';
import { isRole } from '@domain/roles';
import { FieldFrame } from '../../components/form/FieldFrame';
import { controlStatus, FIELD_SUBSCRIPTION, fieldError } from '../../components/form/fieldStatus';
import { ROLE_OPTIONS } from './roleOptions';

const descriptionId = (name: string) => `${name}-description`;

/** What a role may do, under its name: the list shows it, and so does the field once chosen. */
export const RoleOptionLabel = ({ label, description }: { label: string; description: string }) => (
  <Flex vertical>
    <span>{label}</span>
    <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
      {description}
    </Typography.Text>
  </Flex>
);

/** A final-form field choosing a member's role, each described by what it may do. */
export const RoleField = ({ name, label }: { name: string; label: string }) => (
  <Field<string> name={name} subscription={FIELD_SUBSCRIPTION}>
    {({ input, meta }) => {
      const error = fieldError(meta);
      const status = controlStatus(name, error);
      const chosen = ROLE_OPTIONS.find((option) => option.value === input.value);
      return (
        <FieldFrame label={label} htmlFor={name} error={error}>
          <Select
            {...status}
            aria-describedby={
              [status['aria-describedby'], chosen && descriptionId(name)]
                .filter(Boolean)
                .join(' ') || undefined
            }
            id={name}
            value={isRole(input.value) ? input.value : undefined}
            onChange={(value: string) => input.onChange(value)}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
            options={ROLE_OPTIONS.map((option) => ({ ...option }))}
            optionRender={({ data }) => (
              <RoleOptionLabel label={data.label} description={data.description} />
            )}
            placeholder="Choose a role"
            aria-required
            style={{ width: '100%' }}
          />
          {chosen && (
            <Typography.Text
              id={descriptionId(name)}
              type="secondary"
              style={{ display: 'block', marginTop: 4 }}
            >
              {chosen.description}
            </Typography.Text>
          )}
        </FieldFrame>
      );
    }}
  </Field>
);
