import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { paths } from './paths';
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
const SignedInRoutes = lazy(() => import(/* webpackChunkName: "shell" */ './SignedInRoutes'));

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
          {/* Any other path: a signed-in page, or "Working On It..". */}
          <Route path="*" element={<SignedInRoutes />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
};
