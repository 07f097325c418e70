import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { paths } from './paths';
import { RequireAccount } from './RequireAccount';
import { RootLayout } from './RootLayout';

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const workingOnIt = page(() => import('../components/WorkingOnIt'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: paths.home, lazy: page(() => import('../features/landing/LandingPage')) },
      { path: paths.login, lazy: page(() => import('../features/onboarding/LoginPage')) },
      { path: paths.signUp, lazy: page(() => import('../features/onboarding/SignUpContactPage')) },
      {
        path: paths.signUpNeeds,
        lazy: page(() => import('../features/onboarding/SignUpNeedsPage')),
      },
      {
        path: paths.signUpVerify,
        lazy: page(() => import('../features/onboarding/SignUpVerifyPage')),
      },
      {
        path: paths.verifyEmail(),
        lazy: page(() => import('../features/onboarding/VerifyEmailPage')),
      },
      {
        path: paths.resetPassword,
        lazy: page(() => import('../features/onboarding/ResetRequestPage')),
      },
      {
        path: paths.resetPasswordConfirm(),
        lazy: page(() => import('../features/onboarding/ResetConfirmPage')),
      },
      {
        element: <RequireAccount />,
        children: [
          {
            lazy: page(() => import('./AppShell')),
            children: [
              { path: paths.dashboard, lazy: workingOnIt },
              { path: paths.createShipment, lazy: workingOnIt },
              { path: paths.shipment(), lazy: workingOnIt },
              { path: paths.appointment(), lazy: workingOnIt },
              { path: paths.finalizing(), lazy: workingOnIt },
              { path: paths.checkout(), lazy: workingOnIt },
              { path: paths.billing, lazy: workingOnIt },
            ],
          },
        ],
      },
      { path: '*', lazy: workingOnIt },
    ],
  },
];
