import { attachmentDisposition } from '@domain/downloads';
import { ShipmentTrackingSchema } from '@domain/trackingResponseSchemas';
import { answers, fileAnswer, SIGNED_IN, VERIFIED_FAILURES } from '../openapi/answers';
import { podFileName, TRAIL_LENGTH } from '@domain/trackingMilestones';
import { readPodDocument } from '../services/pod/podDocument';
import { renderPdfOffThread } from '../services/documents/pdfThread';
import { readShipmentTracking } from '../services/tracking/readShipmentTracking';
import type { Api, RouteDeps } from './routeTypes';
import { shipmentIdOf, shipmentIdParams } from './shipmentParams';
import { sessionAccount } from './sessionAccount';

const tags = ['tracking'];

/** Following a load once it moves, for every member of the shipper's company. */
export const registerTrackingRoutes = (api: Api, { db, clock, auth }: RouteDeps) => {
  const read = { onRequest: auth.allow('readShipments') };
  const security = SIGNED_IN;

  api.get(
    '/shipper/shipments/:id/tracking/',
    {
      ...read,
      schema: {
        summary: 'Track a shipment',
        description:
          'Who moves the shipment (as the shipment answers it), the five milestones in the ' +
          "order of the journey, each with the start of its stop's day beside what was " +
          `reported, the live assignment's newest ${TRAIL_LENGTH} positions (oldest first), the ` +
          'newest one with the nearest city, the estimated arrival on the drop-off’s clock ' +
          'with how it stands against the drop-off day, the proof of delivery once signed, and ' +
          'both stops placed on the map.',
        tags,
        security,
        params: shipmentIdParams,
        response: answers({ 200: ShipmentTrackingSchema }, VERIFIED_FAILURES, [404]),
      },
    },
    async (request) =>
      readShipmentTracking(
        db,
        sessionAccount(request).companyId,
        shipmentIdOf(request.params),
        clock.now(),
      ),
  );

  api.get(
    '/shipper/shipments/:id/pod/',
    {
      ...read,
      schema: {
        summary: 'The proof of delivery as a PDF',
        description:
          'What the receiver signed, to keep or forward, saved as proof-of-delivery-123.pdf: ' +
          "both stops, when (on the drop-off's clock) and where the load was delivered, the " +
          "receiver's name and signature, the notes of anything over, short or damaged, and " +
          'the photo of the signed bill of lading when one was taken. A 404 until delivered.',
        tags,
        security,
        params: shipmentIdParams,
        response: answers(
          { 200: fileAnswer('application/pdf', 'The proof of delivery, as a PDF file.') },
          VERIFIED_FAILURES,
          [404],
        ),
      },
    },
    async (request, reply) => {
      const pod = await readPodDocument(
        db,
        sessionAccount(request).companyId,
        shipmentIdOf(request.params),
      );
      const pdf = await renderPdfOffThread('proofOfDelivery', pod);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentDisposition(podFileName(pod.shipmentId)))
        .send(pdf);
    },
  );
};
