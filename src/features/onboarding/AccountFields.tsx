import { Col, Row, Typography } from 'antd';
import { PhoneField as PhoneNumberField } from '../../components/form/PhoneField';
import { TextField } from '../../components/form/TextField';
import { FIRST_NAME_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@domain/constants';

/*
 * The fields of a new account, as sign-up asks for them and the join page asks again: the same
 * labels, hints and browser autofill, validated by the same domain schema.
 */

export const NameFields = () => (
  <Row gutter={16}>
    <Col span={12}>
      <TextField
        name="first_name"
        label="First name"
        autoComplete="given-name"
        required
        autoFocus
        maxLength={FIRST_NAME_MAX_LENGTH + 5}
      />
    </Col>
    <Col span={12}>
      <TextField
        name="last_name"
        label="Last name"
        autoComplete="family-name"
        required
        maxLength={NAME_MAX_LENGTH}
      />
    </Col>
  </Row>
);

export const PhoneField = () => (
  <PhoneNumberField name="phone_number" label="Phone number" required />
);

/** A new password with its rules said beneath: at sign-up, on joining, and on a reset. */
export const NewPasswordField = ({
  label = 'Password',
  required = true,
  autoFocus,
}: {
  label?: string;
  required?: boolean;
  autoFocus?: boolean;
}) => (
  <>
    <TextField
      name="password"
      label={label}
      type="password"
      autoComplete="new-password"
      required={required}
      maxLength={PASSWORD_MAX_LENGTH}
      autoFocus={autoFocus}
    />
    <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
      At least 8 characters, with an uppercase letter, a lowercase letter and a number.
    </Typography.Paragraph>
  </>
);
