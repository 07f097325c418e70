import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { FullPageSpinner } from '../components/FullPageSpinner';
import type { AppStore } from '../state/store';
import { theme } from './theme';

type Props = { store: AppStore; persistor: Persistor; children: ReactNode };

/**
 * The theme's text style for everything outside antd's components. antd's App component would
 * give the same, but it brings the message, notification and modal code to every first page.
 */
const BaseText = ({ children }: { children: ReactNode }) => {
  const { token } = antdTheme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
};

/**
 * antd, in its own default locale, US English, around everything, the first spinner included (the
 * theme is worked out once); the store; the stored session (nothing renders, so nothing is
 * requested, before it is read).
 */
export const AppProviders = ({ store, persistor, children }: Props) => (
  <ConfigProvider theme={theme}>
    <BaseText>
      <Provider store={store}>
        <PersistGate persistor={persistor} loading={<FullPageSpinner />}>
          {children}
        </PersistGate>
      </Provider>
    </BaseText>
  </ConfigProvider>
);
