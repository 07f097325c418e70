import { usePageTitle } from '../lightEntry/usePageTitle';
import { TRACKING_LINK_MESSAGES } from '@domain/trackingLinks';
import { PUBLIC_TEXTS } from './publicTexts';
import { TrackingScreen } from './TrackingScreen';
import { useTracking } from './useTracking';

const DeadLink = ({ message }: { message: string }) => {
  usePageTitle(PUBLIC_TEXTS.deadLinkTitle);
  return (
    <main className="page">
      <header className="header">
        <p className="brand">Loadline</p>
        <h1>{PUBLIC_TEXTS.deadLinkTitle}</h1>
      </header>
      {/* Nothing the reader did wrong: said plainly, not in red, with where to go from here. */}
      <p className="notice" role="alert">
        {message}
      </p>
      <p className="muted">{PUBLIC_TEXTS.deadLinkAbout}</p>
      <a className="button" href="/">
        {PUBLIC_TEXTS.deadLinkHome}
      </a>
    </main>
  );
};

const LinkPage = ({ token }: { token: string }) => {
  const { view, retry } = useTracking(token);
  usePageTitle(view.state === 'dead' ? PUBLIC_TEXTS.deadLinkTitle : PUBLIC_TEXTS.title);
  switch (view.state) {
    case 'loading':
      return (
        <main className="page">
          <p className="notice" role="status">
            {PUBLIC_TEXTS.loading}
          </p>
        </main>
      );
    case 'unavailable':
      return (
        <main className="page">
          <p className="notice alert" role="alert">
            {view.message}
          </p>
          <button type="button" className="button" onClick={retry}>
            {PUBLIC_TEXTS.tryAgain}
          </button>
        </main>
      );
    case 'dead':
      return <DeadLink message={view.message} />;
    case 'ready':
      return <TrackingScreen tracking={view.tracking} stale={view.stale} />;
  }
};

/** The page of a shared tracking link, `/t/{token}`: no account, the link is the key. */
export const TrackingPage = ({ token }: { token: string }) =>
  token ? <LinkPage token={token} /> : <DeadLink message={TRACKING_LINK_MESSAGES.linkDead} />;
