import { attachmentDisposition } from '@domain/downloads';
import { BOL_COMPANY_PREFIX, type ShippingPaper } from '@domain/shippingPapers';
import { PaperRefusalSchema } from '@domain/responseSchemas';
import { answers, fileAnswer, SIGNED_IN, VERIFIED_FAILURES } from '../openapi/answers';
import { ownShippingPaper } from '../services/papers/shippingPapers';
import type { Api, RouteDeps } from './routeTypes';
import { shipmentIdParams } from './shipmentParams';
import { sessionAccount } from './sessionAccount';

const PAPERS: Record<ShippingPaper, { path: string; summary: string; description: string }> = {
  bill_of_lading: {
    path: '/shipper/shipments/:id/bill-of-lading/',
    summary: 'The bill of lading as a PDF',
    description:
      'The straight bill of lading in the VICS layout, one page, saved as ' +
      `BOL-${BOL_COMPANY_PREFIX}…pdf: the 17-digit bill of lading number with its check digit ` +
      'and its Code 128 barcode, ship from and ship to, the third party billed (freight ' +
      'charges prepaid), the references, special instructions, the carrier block (carrier, ' +
      'SCAC, USDOT, truck and trailer once assigned; seal and PRO numbers left to fill by ' +
      'hand), the handling units, weight and commodity, the liability note and the signature ' +
      'lines. A 409 lists what is missing until the shipment is paid and both facilities are ' +
      'given, and answers a cancelled shipment.',
  },
  load_confirmation: {
    path: '/shipper/shipments/:id/load-confirmation/',
    summary: 'The load confirmation as a PDF',
    description:
      'What was booked and paid, saved as load-confirmation-123.pdf: the shipment and bill of ' +
      'lading numbers, the lane with both facilities and their appointment preferences, the ' +
      'dates, equipment, driver assist, the price paid with its line items, the cancellation ' +
      'terms and deadline in force, the references and the carrier once assigned. Also sent ' +
      'with the receipt of the payment. A 409 until the shipment is paid, and for a cancelled one.',
  },
};

/** A paid shipment's papers, as PDF downloads, for every member who sees shipments. */
export const registerShippingPaperRoutes = (api: Api, { db, clock, auth }: RouteDeps) => {
  for (const [paper, { path, summary, description }] of Object.entries(PAPERS) as [
    ShippingPaper,
    (typeof PAPERS)[ShippingPaper],
  ][]) {
    api.get(
      path,
      {
        onRequest: auth.allow('readShipments'),
        schema: {
          summary,
          description,
          tags: ['shipments'],
          security: SIGNED_IN,
          params: shipmentIdParams,
          response: answers(
            {
              200: fileAnswer('application/pdf', `The ${summary.toLowerCase()}.`),
              409: {
                ...PaperRefusalSchema,
                description: 'Not yet: what the shipment still needs.',
              },
            },
            VERIFIED_FAILURES,
            [404],
          ),
        },
      },
      async (request, reply) => {
        const { fileName, pdf } = await ownShippingPaper(
          db,
          sessionAccount(request).companyId,
          request.params.id,
          paper,
          clock.now(),
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', attachmentDisposition(fileName))
          .send(pdf);
      },
    );
  }
};
