import type { BenchContext } from './benchContext';
import { BUDGETS } from './budgets';
import type { Engine } from './loadCases';
import { BUSY_METRIC, measureOrMissing, withValues } from './measurement';
import type { FigureName, Measurement } from './measurement';
import type { SeededShipper } from './support/seedShippers';
import { BENCH_FINAL_DETAILS } from './support/finalDetails';

/** How many shippers book and pay at once. */
export const journeyShippers = (ctx: BenchContext) => (ctx.quick ? 10 : 100);

const DAY_MS = 24 * 60 * 60 * 1000;

const FACILITY = {
  facility_name: 'Bench Dock',
  facility_address: '2200 S Halsted St',
  zip_code: '60608',
  scheduling_preference: 'first_come',
  contact_name: 'Sam Ortiz',
  phone_number: '+13125550111',
  email: 'dock@bench.loadline.test',
};

type Lane = { pickup: number; dropoff: number };

/** A busy server's 503s, which the app answers by sending the request again (as here). */
let busyAnswers = 0;

const send = async (
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body: object,
): Promise<Record<string, unknown>> => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  const retryAfter = response.headers.get('Retry-After');
  if (response.status === 503 && retryAfter !== null) {
    busyAnswers += 1;
    await new Promise((resolve) => setTimeout(resolve, Number(retryAfter) * 1000));
    return send(baseUrl, token, method, path, body);
  }
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer as Record<string, unknown>;
};

const cityId = async (baseUrl: string, prefix: string): Promise<number> => {
  const response = await fetch(`${baseUrl}/api/shipper/cities?name_prefix=${prefix}`);
  const { results } = (await response.json()) as { results: { id: number }[] };
  const [city] = results;
  if (!city) throw new Error(`No city ${prefix}`);
  return city.id;
};

/**
 * One shipper's whole booking, as the app makes it: the shipment, a facility, the final details,
 * the card saved and the payment. Its time, in ms.
 */
const bookAndPay = async (baseUrl: string, token: string, lane: Lane, pickupDate: string) => {
  const started = performance.now();
  const shipment = await send(baseUrl, token, 'POST', '/api/shipper/shipments/', {
    equipment: 'dryVan',
    pickup: { city: lane.pickup, date: pickupDate },
    dropoff: { city: lane.dropoff },
  });
  const steps = `/api/shipper/shipments/${String(shipment.id)}`;
  await send(baseUrl, token, 'PATCH', `${steps}/appointment/`, { pickup: FACILITY });
  await send(baseUrl, token, 'PATCH', `${steps}/finalizing/`, BENCH_FINAL_DETAILS);
  await send(baseUrl, token, 'POST', '/api/payment-methods/', {
    payment_method_id: 'pm_card_visa',
  });
  const paid = await send(baseUrl, token, 'POST', '/api/payments/create-intent/', {
    payment_method_id: 'pm_card_visa',
    shipment_id: shipment.id,
  });
  if (paid.status !== 'succeeded') throw new Error(`The payment ended ${String(paid.status)}.`);
  return performance.now() - started;
};

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

/** Every shipper books and pays at the same moment: the journeys' p50 and p99, in ms. */
export const runBookingJourneys = async (baseUrl: string, tokens: string[]) => {
  const lane = {
    pickup: await cityId(baseUrl, 'chicago'),
    dropoff: await cityId(baseUrl, 'dallas'),
  };
  const pickupDate = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
  busyAnswers = 0;
  const times = await Promise.all(
    tokens.map((token) => bookAndPay(baseUrl, token, lane, pickupDate)),
  );
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    [BUSY_METRIC]: busyAnswers,
  };
};

export const journeyFigureNames = (ctx: BenchContext, engine: Engine): FigureName[] => {
  const base = {
    section: `Journey · ${engine}`,
    subject: `${journeyShippers(ctx)} shippers book and pay at once`,
    unit: 'ms',
  };
  return [
    { ...base, metric: 'p50' },
    { ...base, metric: 'p99', budget: { max: BUDGETS.journeyMaxP99Ms } },
    { ...base, metric: BUSY_METRIC, unit: 'answers' },
  ];
};

export const measureBookingJourney = (
  ctx: BenchContext,
  { engine, baseUrl, shippers }: { engine: Engine; baseUrl: string; shippers: SeededShipper[] },
): Promise<Measurement[]> => {
  const names = journeyFigureNames(ctx, engine);
  return measureOrMissing(
    names,
    async () => {
      const figures = await runBookingJourneys(
        baseUrl,
        shippers.map(({ token }) => token),
      );
      return withValues(names, figures);
    },
    ctx.log,
  );
};
