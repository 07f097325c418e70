import { Button, Typography } from 'antd';
import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { useRegisterMutation } from '../../api/api';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { paths } from '../../app/paths';
import { FormErrorAlert } from '../../components/form/FormErrorAlert';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { COMPANY_NAME_MAX_LENGTH, DEFAULT_COUNTRY, EMAIL_MAX_LENGTH } from '@domain/constants';
import { COUNTRIES } from '@domain/countries';
import { registerSchema } from '@domain/schemas';
import type { RegisterRequest } from '@domain/types';
import { NameFields, NewPasswordField, PhoneField } from './AccountFields';
import { AuthLayout } from './AuthLayout';
import { SignUpSteps } from './SignUpSteps';
import { usePageTitle } from '../../lightEntry/usePageTitle';

const validate = makeValidate<RegisterRequest>(registerSchema);
const FIELDS = Object.keys(registerSchema.fields);
const COUNTRY_OPTIONS = COUNTRIES.map(({ code, name }) => ({
  value: code,
  label: `${name} (${code})`,
}));

/** Sign-up step 1: registers the account and signs the user in. */
const SignUpContactPage = () => {
  usePageTitle('Create your account');
  const [register] = useRegisterMutation();
  const navigate = useNavigate();

  const onSubmit = async (values: RegisterRequest) => {
    const result = await register(registerSchema.cast(values) as RegisterRequest);
    if (result.error) return toSubmissionErrors(result.error, FIELDS);
    await navigate(paths.signUpNeeds);
    return undefined;
  };

  return (
    <AuthLayout title="Create your account" width={620}>
      <SignUpSteps current={0} />
      <Form<RegisterRequest>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={{ primary_ships_country: DEFAULT_COUNTRY }}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <FormLayout onSubmit={handleSubmit} label="Contact info">
            <FormErrorAlert message={submitError} />
            <NameFields />
            <TextField
              name="email"
              label="Work email"
              type="email"
              autoComplete="email"
              required
              maxLength={EMAIL_MAX_LENGTH}
            />
            <PhoneField />
            <TextField
              name="company_name"
              label="Company name"
              autoComplete="organization"
              required
              maxLength={COMPANY_NAME_MAX_LENGTH}
            />
            <SelectField
              name="primary_ships_country"
              label="Primary shipping country"
              options={COUNTRY_OPTIONS}
              searchable
              required
            />
            <NewPasswordField />
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {submitting ? 'Creating account...' : 'Continue'}
            </Button>
            <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
              Already have an account? <Link to={paths.login}>Sign in</Link>
            </Typography.Paragraph>
          </FormLayout>
        )}
      />
    </AuthLayout>
  );
};

export default SignUpContactPage;
