import { Button } from 'antd';
import { Form } from 'react-final-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSaveShippingNeedsMutation } from '../../api/api';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { paths } from '../../app/paths';
import { useSession } from '../../state/session';
import { CheckboxGroupField } from '../../components/form/CheckboxGroupField';
import { FormErrorAlert } from '../../components/form/FormErrorAlert';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { SelectField } from '../../components/form/SelectField';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import {
  AVERAGE_FTL_OPTIONS,
  DEFAULT_AVERAGE_FTL,
  MODE_LABELS,
  MODES,
  TRAILER_TYPE_LABELS,
  TRAILER_TYPES,
} from '@domain/constants';
import { shippingNeedsSchema } from '@domain/schemas';
import type { ShippingNeedsRequest } from '@domain/types';
import { AuthLayout } from './AuthLayout';
import { RegionField } from './RegionField';
import { SignUpSteps } from './SignUpSteps';
import { usePageTitle } from '../../lightEntry/usePageTitle';

type Values = Omit<ShippingNeedsRequest, 'company_location'> & { company_location: number | null };

const validate = makeValidate<Values>(shippingNeedsSchema);
const FIELDS = Object.keys(shippingNeedsSchema.fields);
const MODE_OPTIONS = MODES.map((value) => ({ value, label: MODE_LABELS[value] }));
const TRAILER_OPTIONS = TRAILER_TYPES.map((value) => ({
  value,
  label: TRAILER_TYPE_LABELS[value],
}));
const FTL_OPTIONS = AVERAGE_FTL_OPTIONS.map((value) => ({
  value,
  label: `${value} loads a month`,
}));
const INITIAL: Values = {
  company_location: null,
  mode: [],
  average_ftl: DEFAULT_AVERAGE_FTL,
  trailer_type: [],
};

/** Sign-up step 2: what the company ships. */
const SignUpNeedsPage = () => {
  usePageTitle('Your shipping needs');
  const { token, user, loading } = useSession();
  const [saveNeeds] = useSaveShippingNeedsMutation();
  const navigate = useNavigate();

  if (!token) return <Navigate to={paths.login} replace />;
  if (loading || !user) return <FullPageSpinner label="Loading your account" />;
  if (user.shipping_needs) return <Navigate to={paths.signUpVerify} replace />;

  const onSubmit = async (values: Values) => {
    const result = await saveNeeds(values as ShippingNeedsRequest);
    if (result.error) return toSubmissionErrors(result.error, FIELDS);
    await navigate(paths.signUpVerify);
    return undefined;
  };

  return (
    <AuthLayout
      title="Your shipping needs"
      subtitle="Tell us what you ship, so we can quote it right."
      width={620}
    >
      <SignUpSteps current={1} />
      <Form<Values>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={INITIAL}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <FormLayout onSubmit={handleSubmit} label="Shipping needs">
            <FormErrorAlert message={submitError} />
            <RegionField name="company_location" label="Company location" />
            <CheckboxGroupField name="mode" label="Modes you ship" options={MODE_OPTIONS} />
            <SelectField
              name="average_ftl"
              label="Average FTL shipments"
              options={FTL_OPTIONS}
              required
            />
            <CheckboxGroupField
              name="trailer_type"
              label="Trailer types"
              options={TRAILER_OPTIONS}
            />
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {submitting ? 'Saving...' : 'Continue'}
            </Button>
          </FormLayout>
        )}
      />
    </AuthLayout>
  );
};

export default SignUpNeedsPage;
