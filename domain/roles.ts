/**
 * A company's members and what each role may do: the one table the server enforces and the app
 * reads to show or hide actions.
 */
export const ROLES = ['admin', 'booker', 'finance', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  booker: 'Booker',
  finance: 'Finance',
  viewer: 'Viewer',
};

const ROLE_PLURALS: Record<Role, string> = {
  admin: 'Admins',
  booker: 'Bookers',
  finance: 'Finance members',
  viewer: 'Viewers',
};

/** What a role says it does, where a role is chosen. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything, plus the team and the company’s details.',
  booker: 'Creates, changes, pays and cancels shipments; reads invoices.',
  finance: 'Reads shipments; billing, invoices and exports; pays a booked shipment.',
  viewer: 'Reads shipments and their details.',
};

/** Each action a role may be refused, with the words that name it in a refusal. */
export const ACTIONS = {
  readShipments: 'see shipments',
  createShipments: 'create shipments',
  changeShipments: 'change shipments',
  cancelShipments: 'cancel shipments',
  payShipments: 'pay for shipments',
  readBilling: 'see billing',
  manageTeam: 'manage the team',
  changeCompany: 'change the company’s details',
  readActivity: 'see the company’s activity',
} as const;
export type Action = keyof typeof ACTIONS;

const ALL = Object.keys(ACTIONS) as Action[];

export const PERMISSIONS: Record<Role, ReadonlySet<Action>> = {
  admin: new Set(ALL),
  booker: new Set([
    'readShipments',
    'createShipments',
    'changeShipments',
    'cancelShipments',
    'payShipments',
    'readBilling',
  ]),
  finance: new Set(['readShipments', 'payShipments', 'readBilling']),
  viewer: new Set(['readShipments']),
};

export const may = (role: Role, action: Action): boolean => PERMISSIONS[role].has(action);

/** The 403's message: "Viewers cannot change shipments." */
export const refusalMessage = (role: Role, action: Action): string =>
  `${ROLE_PLURALS[role]} cannot ${ACTIONS[action]}.`;

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
