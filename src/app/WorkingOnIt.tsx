import { Result } from 'antd';
import { ButtonLink } from '../components/ButtonLink';
import { paths } from './paths';

/** What every path without a screen shows. */
export const WorkingOnIt = () => (
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

export default WorkingOnIt;
