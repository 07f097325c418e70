import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { opsPaths } from './opsPaths';
import { paths } from './paths';
import { settingsPaths } from './settingsPaths';
import { RequireAccount } from './RequireAccount';
import RequireRole from './RequireRole';

/*
 * The pages behind the account guard, the operations desk's behind its own, and the "Working On
 * It.." page for any other path: a chunk of their own, so that the first pages (the landing page,
 * sign-in) do not carry their routes. The shell comes in the same chunk as these routes.
 */
const AppShell = lazy(() => import(/* webpackChunkName: "shell" */ './AppShell'));
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
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const ActivityPage = lazy(() => import('../features/activity/ActivityPage'));
const FacilityBookPage = lazy(() => import('../features/facilities/FacilityBookPage'));
const WorkingOnIt = lazy(() => import('./WorkingOnIt'));
// The operations desk, for Loadline's dispatchers: one chunk of its own, with its own session.
const OpsLayout = lazy(() => import(/* webpackChunkName: "ops" */ '../features/ops/OpsLayout'));
const OpsLoginPage = lazy(
  () => import(/* webpackChunkName: "ops" */ '../features/ops/OpsLoginPage'),
);
const OpsSetPasswordPage = lazy(
  () => import(/* webpackChunkName: "ops" */ '../features/ops/OpsSetPasswordPage'),
);
const DispatchBoardPage = lazy(
  () => import(/* webpackChunkName: "ops" */ '../features/ops/DispatchBoardPage'),
);
const CarriersPage = lazy(
  () => import(/* webpackChunkName: "ops" */ '../features/ops/CarriersPage'),
);

const SignedInRoutes = () => (
  <Routes>
    <Route element={<RequireAccount />}>
      <Route element={<AppShell />}>
        <Route path={paths.dashboard} element={<DashboardPage />} />
        <Route path={paths.shipment()} element={<ShipmentDetailsPage />} />
        <Route path={settingsPaths.team} element={<TeamPage />} />
        <Route path={settingsPaths.notifications} element={<NotificationsPage />} />
        <Route path={settingsPaths.facilities} element={<FacilityBookPage />} />
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
          <Route path={settingsPaths.activity} element={<ActivityPage />} />
        </Route>
        <Route element={<RequireRole action="readBilling" />}>
          <Route path={paths.billing} element={<BillingPage />} />
          <Route path={paths.invoices} element={<InvoicesPage />} />
          <Route path={paths.invoice()} element={<InvoiceDocumentPage />} />
        </Route>
      </Route>
    </Route>
    <Route path={opsPaths.login} element={<OpsLoginPage />} />
    <Route path={opsPaths.setPassword()} element={<OpsSetPasswordPage />} />
    <Route element={<OpsLayout />}>
      <Route path={opsPaths.board} element={<DispatchBoardPage />} />
      <Route path={opsPaths.carriers} element={<CarriersPage />} />
    </Route>
    <Route path="*" element={<WorkingOnIt />} />
  </Routes>
);

export default SignedInRoutes;
