import { Button, Typography } from 'antd';
import { Form } from 'react-final-form';
import { Navigate, useParams } from 'react-router-dom';
import * as yup from 'yup';
import { PASSWORD_MAX_LENGTH } from '@domain/constants';
import { MESSAGES } from '@domain/messages';
import { passwordResetConfirmSchema } from '@domain/schemas';
import { useSetOperatorPasswordMutation } from '../../api/opsEndpoints';
import { opsPaths } from '../../app/opsPaths';
import { FormErrorAlert } from '../../components/form/FormErrorAlert';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { TextField } from '../../components/form/TextField';
import { useOpsSession } from '../../state/opsSession';
import { OpsAuthLayout } from './OpsAuthLayout';
import { usePageTitle } from '../../lightEntry/usePageTitle';

type Values = { password: string; password_again: string };

const PASSWORDS_DIFFER = 'Type the same password twice.';

const validate = makeValidate<Values>(
  passwordResetConfirmSchema.pick(['password']).shape({
    // A test of its own rather than yup.ref: the first pages' chunk of yup would carry ref too.
    password_again: yup
      .string()
      .required(MESSAGES.passwordRequired)
      .test('same', PASSWORDS_DIFFER, (value, { parent }) => value === (parent as Values).password),
  }),
);

/**
 * A new dispatcher chooses their password by the one-time link they were sent, and is signed in.
 * A dead link's refusal is the server's message, above the form.
 */
const OpsSetPasswordPage = () => {
  usePageTitle('Choose your password');
  const { token = '' } = useParams();
  const [setPassword] = useSetOperatorPasswordMutation();
  const session = useOpsSession();
  if (session) return <Navigate to={opsPaths.board} replace />;

  const onSubmit = async ({ password }: Values) => {
    const result = await setPassword({ token, password });
    return result.error ? toSubmissionErrors(result.error, ['password']) : undefined;
  };

  return (
    <OpsAuthLayout
      title="Choose your password"
      subtitle="You sign in to Loadline Operations with your email and this password."
    >
      <Form<Values>
        onSubmit={onSubmit}
        validate={validate}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <FormLayout onSubmit={handleSubmit} label="Choose your password">
            <FormErrorAlert message={submitError} />
            <TextField
              name="password"
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              maxLength={PASSWORD_MAX_LENGTH}
              autoFocus
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
              At least 8 characters, with an uppercase letter, a lowercase letter and a number.
            </Typography.Paragraph>
            <TextField
              name="password_again"
              label="New password, again"
              type="password"
              autoComplete="new-password"
              required
              maxLength={PASSWORD_MAX_LENGTH}
            />
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {submitting ? 'Saving...' : 'Save and sign in'}
            </Button>
          </FormLayout>
        )}
      />
    </OpsAuthLayout>
  );
};

export default OpsSetPasswordPage;
