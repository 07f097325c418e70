/** The tags of whole lists: what changes a list's members or their order invalidates them. */
export const SHIPMENT_LIST = { type: 'Shipment', id: 'LIST' } as const;
export const INVOICE_LIST = { type: 'Invoice', id: 'LIST' } as const;
