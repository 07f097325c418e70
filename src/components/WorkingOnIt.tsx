import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths';

/** What every path without a screen shows. */
export const WorkingOnIt = () => (
  <Result
    status="info"
    title="Working On It.."
    extra={
      <Link to={paths.home}>
        <Button type="primary">Back to home</Button>
      </Link>
    }
  />
);

export default WorkingOnIt;
