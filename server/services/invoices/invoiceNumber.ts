/** Invoices are numbered by their id, so the numbers run in sequence and never repeat. */
export const invoiceNumber = (id: number): string => `INV-${String(id).padStart(6, '0')}`;
