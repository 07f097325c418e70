import type { InvoiceSheet } from '@domain/invoiceDocumentSheet';
import { renderPdfOffThread } from '../services/documents/pdfThread';
import { renderInvoicePdf } from '../services/invoices/invoicePdf';
import { pdfText } from './pdfText';

const SHEET: InvoiceSheet = {
  title: 'Invoice INV-000042',
  issuer: ['Loadline', '1 Freight Way, Chicago, IL 60601'],
  remitTo: ['Loadline', 'PO Box 42, Chicago, IL 60690'],
  billTo: ['Stone Provisions', 'Riley Stone'],
  details: [{ label: 'Status', value: 'Paid' }],
  shipment: [{ label: 'Lane', value: 'Dallas, TX to Houston, TX' }],
  lineItems: [{ label: 'Linehaul', value: '$1,200.00' }],
  total: { label: 'Total', value: '$1,200.00' },
  payment: [{ label: 'Card', value: 'Visa ending in 4242' }],
  note: 'Thank you for shipping with Loadline.',
};

describe('the PDF thread', () => {
  it('draws the PDF the server would draw on its own thread', async () => {
    const [offThread, onThread] = await Promise.all([
      renderPdfOffThread('invoice', SHEET),
      renderInvoicePdf(SHEET),
    ]);
    expect(await pdfText(offThread)).toBe(await pdfText(onThread));
    expect(await pdfText(offThread)).toContain('Invoice INV-000042');
  });

  it('answers a PDF it cannot draw with why, and draws the next', async () => {
    // One fails as the page is drawn, the other before there is a page.
    const broken = { ...SHEET, lineItems: null } as unknown as InvoiceSheet;
    const empty = {} as InvoiceSheet;
    const answers = await Promise.allSettled([
      renderPdfOffThread('invoice', broken),
      renderPdfOffThread('invoice', empty),
      renderPdfOffThread('invoice', SHEET),
    ]);
    expect(answers[0]).toEqual({
      status: 'rejected',
      reason: expect.objectContaining({ message: expect.stringMatching(/not iterable/) }),
    });
    expect(answers[1]).toEqual({
      status: 'rejected',
      reason: expect.objectContaining({ message: expect.stringMatching(/reading '0'/) }),
    });
    expect(answers[2]?.status).toBe('fulfilled');
  });
});
