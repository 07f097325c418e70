import { Result } from 'antd';
import { ButtonLink } from '../components/ButtonLink';
import { paths } from './paths';
import { usePageTitle } from '../lightEntry/usePageTitle';

/** What every path without a screen shows. */
export const WorkingOnIt = () => {
  usePageTitle('Working On It..');
  return (
    <Result
      status="info"
      title="Working On It.."
      extra={
        <ButtonLink to={paths.home} type="primary">
          Back to home
        </ButtonLink>
      }
    />
  );
};

export default WorkingOnIt;
