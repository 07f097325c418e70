/** Every route of the app, named once. */
export const paths = {
  home: '/',
  login: '/login',
  signUp: '/sign-up',
  signUpNeeds: '/sign-up-2',
  signUpVerify: '/sign-up-3',
  verifyEmail: (token = ':token') => `/verify-email/${token}`,
  resetPassword: '/reset-password',
  resetPasswordConfirm: (token = ':token') => `/reset-password/${token}`,
  dashboard: '/dashboard',
  createShipment: '/create-shipment',
  shipment: (id: number | string = ':id') => `/shipments/${id}`,
  appointment: (id: number | string = ':id') => `/shipments/${id}/appointment`,
  finalizing: (id: number | string = ':id') => `/shipments/${id}/finalizing`,
  checkout: (id: number | string = ':id') => `/shipments/${id}/checkout`,
  billing: '/billing',
  notFound: '/404',
} as const;
