import { usePageTitle } from '../lightEntry/usePageTitle';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { DRIVER_TEXTS } from './driverTexts';
import { LoadScreen } from './LoadScreen';
import { useDriverLoad } from './useDriverLoad';

const DeadLink = ({ message }: { message: string }) => {
  usePageTitle(DRIVER_TEXTS.deadLinkTitle);
  return (
    <main className="page">
      <h1>{DRIVER_TEXTS.deadLinkTitle}</h1>
      <p className="notice alert" role="alert">
        {message}
      </p>
    </main>
  );
};

const LinkPage = ({ token }: { token: string }) => {
  const { view, show, die, refresh } = useDriverLoad(token);
  usePageTitle(view.state === 'dead' ? DRIVER_TEXTS.deadLinkTitle : DRIVER_TEXTS.title);
  switch (view.state) {
    case 'loading':
      return (
        <main className="page">
          <p className="notice" role="status">
            {DRIVER_TEXTS.loading}
          </p>
        </main>
      );
    case 'unavailable':
      return (
        <main className="page">
          <p className="notice alert" role="status">
            {view.message ?? DRIVER_TEXTS.offlineNoLoad}
          </p>
          <button type="button" className="button big" onClick={() => void refresh()}>
            {DRIVER_TEXTS.tryAgain}
          </button>
        </main>
      );
    case 'dead':
      return <DeadLink message={view.message} />;
    case 'ready':
      return (
        <LoadScreen
          token={token}
          load={view.load}
          checked={view.checked}
          onLoad={show}
          onDeadLink={die}
        />
      );
  }
};

/** The page of a driver link, `/d/{token}`: no account, the link is the key. */
export const DriverPage = ({ token }: { token: string }) =>
  token ? <LinkPage token={token} /> : <DeadLink message={DISPATCH_MESSAGES.linkDead} />;
