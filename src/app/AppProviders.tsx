import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { FullPageSpinner } from '../components/FullPageSpinner';
import type { AppStore } from './store';
import { theme } from './theme';

type Props = { store: AppStore; persistor: Persistor; children: ReactNode };

/** The store, the stored session (nothing renders, so nothing is requested, before it is read) and antd. */
export const AppProviders = ({ store, persistor, children }: Props) => (
  <Provider store={store}>
    <PersistGate persistor={persistor} loading={<FullPageSpinner />}>
      <ConfigProvider locale={enUS} theme={theme}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </PersistGate>
  </Provider>
);
