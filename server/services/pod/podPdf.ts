import {
  ACCENT,
  CONTENT_WIDTH,
  type Doc,
  FONT,
  HALF,
  heading,
  INK,
  lines,
  MUTED,
  PAGE,
  renderPdf,
  rows,
  rule,
} from '../documents/letterLayout';
import { PRODUCT_NAME } from '@domain/constants';
import { formatDay } from '@domain/invoiceDocumentSheet';
import type { City, Stop } from '@domain/types';
import { formatZonedMoment } from '@domain/zonedMoment';
import { localDate } from '@domain/zonedTime';
import { pdfImage } from './pdfImage';
import type { PodDocument } from './podDocument';

/*
 * The proof of delivery as a PDF, in the letter layout the invoice has. The photo of the signed
 * bill of lading, when there is one, gets a page of its own, scaled to fit it.
 */

const LABEL_WIDTH = 130;
const SIGNATURE_BOX: [number, number] = [240, 90];

const cityName = (city: City) => `${city.name}, ${city.region_code}`;

/** The facility, its address and its city, as far as the shipper gave them. */
const stopLines = (stop: Stop): string[] => [
  ...[stop.facility_name, stop.facility_address].filter((line): line is string => Boolean(line)),
  [cityName(stop.city), stop.zip_code].filter(Boolean).join(' '),
];

const draw = (doc: Doc, pod: PodDocument) => {
  const left = PAGE.margin;
  const right = PAGE.margin + CONTENT_WIDTH / 2 + 10;
  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(ACCENT)
    .text('Proof of delivery', left, PAGE.margin, { width: CONTENT_WIDTH });
  const reference = pod.referenceNumber ? ` · Reference ${pod.referenceNumber}` : '';
  doc
    .font(FONT.regular)
    .fontSize(11)
    .fillColor(INK)
    .text(`Shipment #${pod.shipmentId}${reference}`, left, doc.y + 4, { width: CONTENT_WIDTH });

  let top = doc.y + 18;
  heading(doc, 'Pickup', left, top, HALF);
  const pickupBottom = lines(doc, stopLines(pod.pickup), left, doc.y + 2, HALF);
  heading(doc, 'Dropoff', right, top, HALF);
  const dropoffBottom = lines(doc, stopLines(pod.dropoff), right, doc.y + 2, HALF);

  top = Math.max(pickupBottom, dropoffBottom) + 18;
  const { at, city } = pod.delivered;
  heading(doc, 'Delivery', left, top);
  top =
    rows(
      doc,
      [
        { label: 'Date', value: formatDay(localDate(pod.timeZone, new Date(at))) },
        { label: 'Time', value: formatZonedMoment(at, pod.timeZone) },
        { label: 'Place', value: cityName(city ?? pod.dropoff.city) },
        { label: 'Received by', value: pod.receiverName },
        { label: 'Over, short or damaged', value: pod.notes ?? 'None noted' },
      ],
      left,
      doc.y + 4,
      { labelWidth: LABEL_WIDTH },
    ) + 14;

  heading(doc, "Receiver's signature", left, top);
  const signatureTop = doc.y + 6;
  doc.image(pdfImage(pod.signaturePng, 'Signature'), left, signatureTop, { fit: SIGNATURE_BOX });
  const lineY = signatureTop + SIGNATURE_BOX[1] + 4;
  rule(doc, lineY, left, left + SIGNATURE_BOX[0]);
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(MUTED)
    .text(pod.receiverName, left, lineY + 4, { width: SIGNATURE_BOX[0] });

  if (pod.photo) {
    doc.addPage();
    heading(doc, 'Signed bill of lading', left, PAGE.margin);
    const photoTop = doc.y + 8;
    doc.image(pdfImage(pod.photo, 'Photo'), left, photoTop, {
      fit: [CONTENT_WIDTH, PAGE.height - PAGE.margin - photoTop],
      align: 'center',
    });
  }
};

/** The proof of delivery drawn as a PDF: one page, and the photo's when there is one. */
export const renderPodPdf = (pod: PodDocument): Promise<Buffer> =>
  renderPdf(
    { Title: `Proof of delivery, shipment #${pod.shipmentId}`, Author: PRODUCT_NAME },
    (doc) => draw(doc, pod),
  );
