import { Result } from 'antd';
import { refusalMessage } from '@domain/roles';
import type { Action, Role } from '@domain/roles';
import { ButtonLink } from '../components/ButtonLink';
import { paths } from './paths';

/** A page the member's role may not open: why, in the server's words, and the way back. */
const RoleRefusal = ({ role, action }: { role: Role; action: Action }) => (
  <Result
    status="403"
    title="Not available to your role"
    subTitle={refusalMessage(role, action)}
    extra={
      <ButtonLink type="primary" to={paths.dashboard}>
        Back to dashboard
      </ButtonLink>
    }
  />
);

export default RoleRefusal;
