import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { paths } from './paths';
import { RequireAccount } from './RequireAccount';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const workingOnIt = page(() => import('../components/WorkingOnIt'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
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
              {
                path: paths.dashboard,
                lazy: page(() => import('../features/dashboard/DashboardPage')),
              },
              {
                path: paths.createShipment,
                lazy: page(() => import('../features/shipments/CreateShipmentPage')),
              },
              {
                path: paths.shipment(),
                lazy: page(() => import('../features/shipments/ShipmentDetailsPage')),
              },
              {
                path: paths.appointment(),
                lazy: page(() => import('../features/shipments/AppointmentPage')),
              },
              {
                path: paths.finalizing(),
                lazy: page(() => import('../features/shipments/FinalizingPage')),
              },
              {
                path: paths.checkout(),
                lazy: page(() => import('../features/checkout/CheckoutPage')),
              },
              {
                path: paths.billing,
                lazy: page(() => import('../features/billing/BillingPage')),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: workingOnIt },
    ],
  },
];
