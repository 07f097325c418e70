import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { paths } from './paths';
import { RequireAccount } from './RequireAccount';
import { RequireRole } from './RequireRole';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/*
 * Each page is its own chunk, loaded when its route is first visited. The routes are declared as
 * elements: the app loads its data through RTK Query, and React Router's data router (loaders,
 * actions, fetchers) would double the router's weight on every first page for nothing.
 */
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/onboarding/LoginPage'));
const SignUpContactPage = lazy(() => import('../features/onboarding/SignUpContactPage'));
const SignUpNeedsPage = lazy(() => import('../features/onboarding/SignUpNeedsPage'));
const SignUpVerifyPage = lazy(() => import('../features/onboarding/SignUpVerifyPage'));
const VerifyEmailPage = lazy(() => import('../features/onboarding/VerifyEmailPage'));
const ResetRequestPage = lazy(() => import('../features/onboarding/ResetRequestPage'));
const ResetConfirmPage = lazy(() => import('../features/onboarding/ResetConfirmPage'));
const JoinPage = lazy(() => import('../features/onboarding/JoinPage'));
const AppShell = lazy(() => import('./AppShell'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const CreateShipmentPage = lazy(() => import('../features/shipments/CreateShipmentPage'));
const ShipmentDetailsPage = lazy(() => import('../features/shipments/ShipmentDetailsPage'));
const AppointmentPage = lazy(() => import('../features/shipments/AppointmentPage'));
const FinalizingPage = lazy(() => import('../features/shipments/FinalizingPage'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));
const BillingPage = lazy(() => import('../features/billing/BillingPage'));
const InvoicesPage = lazy(() => import('../features/billing/InvoicesPage'));
const InvoiceDocumentPage = lazy(() => import('../features/billing/InvoiceDocumentPage'));
const TeamPage = lazy(() => import('../features/team/TeamPage'));
const ActivityPage = lazy(() => import('../features/activity/ActivityPage'));
const WorkingOnIt = lazy(() => import('./WorkingOnIt'));

/** Every page of the app by its path; a page that fails shows the error screen until the next. */
export const AppRoutes = () => {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path={paths.home} element={<LandingPage />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.signUp} element={<SignUpContactPage />} />
          <Route path={paths.signUpNeeds} element={<SignUpNeedsPage />} />
          <Route path={paths.signUpVerify} element={<SignUpVerifyPage />} />
          <Route path={paths.verifyEmail()} element={<VerifyEmailPage />} />
          <Route path={paths.resetPassword} element={<ResetRequestPage />} />
          <Route path={paths.resetPasswordConfirm()} element={<ResetConfirmPage />} />
          <Route path={paths.join()} element={<JoinPage />} />
          <Route element={<RequireAccount />}>
            <Route element={<AppShell />}>
              <Route path={paths.dashboard} element={<DashboardPage />} />
              <Route path={paths.shipment()} element={<ShipmentDetailsPage />} />
              <Route path={paths.team} element={<TeamPage />} />
              <Route element={<RequireRole action="createShipments" />}>
                <Route path={paths.createShipment} element={<CreateShipmentPage />} />
              </Route>
              <Route element={<RequireRole action="changeShipments" />}>
                <Route path={paths.appointment()} element={<AppointmentPage />} />
                <Route path={paths.finalizing()} element={<FinalizingPage />} />
              </Route>
              <Route element={<RequireRole action="payShipments" />}>
                <Route path={paths.checkout()} element={<CheckoutPage />} />
              </Route>
              <Route element={<RequireRole action="readActivity" />}>
                <Route path={paths.activity} element={<ActivityPage />} />
              </Route>
              <Route element={<RequireRole action="readBilling" />}>
                <Route path={paths.billing} element={<BillingPage />} />
                <Route path={paths.invoices} element={<InvoicesPage />} />
                <Route path={paths.invoice()} element={<InvoiceDocumentPage />} />
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<WorkingOnIt />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
};
