import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { addDays, todayUtc } from '@domain/dates';
import { linkToken, VERIFY_SUBJECT, waitForMail } from '../../server/test/outbox';

/*
 * The compose file's servers, walked through the proxy as the app does: a shipper signs up and
 * books and pays a shipment; then 20 bookers book and pay without pause while each API server in
 * turn is stopped (SIGTERM) and started again. A client retries what the proxy could not place
 * (502, 503, a dropped connection), as the app's users would; anything else is a failure. At the
 * end every booking is paid once, with its invoice, charge and total in agreement, and the metrics
 * answer the bearer of METRICS_TOKEN.
 *
 *   tsx scripts/container/rollingRestart.ts BASE_URL DATA_DIR API_CONTAINER... DB_CONTAINER
 */

const [baseUrl, dataDir, ...containers] = process.argv.slice(2);
const dbContainer = containers.pop();
if (!baseUrl || !dataDir || !dbContainer || containers.length === 0)
  throw new Error('Usage: rollingRestart.ts BASE_URL DATA_DIR API_CONTAINER... DB_CONTAINER');

const run = promisify(execFile);
const BOOKERS = 20;
const RETRIES = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let retried = 0;
/** Stops that cut off a request or work they could not finish in time (the server said so). */
let cutOff = 0;

/** One call of the API; what the proxy could not place is tried again, after a pause. */
const call = async <T>(method: string, path: string, body?: object, token?: string) => {
  for (let attempt = 0; ; attempt += 1) {
    let status: number;
    let text = '';
    try {
      const response = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Token ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      status = response.status;
      text = await response.text();
    } catch {
      // A connection the proxy dropped: as a 502.
      status = 502;
    }
    if ((status === 502 || status === 503) && attempt < RETRIES) {
      retried += 1;
      await sleep(250);
      continue;
    }
    if (text && !text.startsWith('{') && !text.startsWith('['))
      throw new Error(`${method} ${path}: ${status} ${text.slice(0, 200)}`);
    return { status, body: (text ? JSON.parse(text) : null) as T };
  }
};

const ok = async <T>(method: string, path: string, body?: object, token?: string) => {
  const answer = await call<T>(method, path, body, token);
  if (answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const signUp = async () => {
  const email = `rolling-${Date.now()}@containers.loadline.test`;
  const password = 'Rolling-Restart-2026';
  const { token } = await ok<{ token: string }>('POST', '/auth/register/', {
    email,
    first_name: 'Robin',
    last_name: 'Hale',
    phone_number: '+13125550188',
    password,
    company_name: 'Rolling Freight',
    primary_ships_country: 'US',
  });
  const mail = await waitForMail(dataDir, email, VERIFY_SUBJECT);
  await ok('POST', '/auth/verify-email/', { token: linkToken(mail, 'verify-email') });
  const { results } = await ok<{ results: { id: number }[] }>(
    'GET',
    '/shipper/country-regions?search_term=Texas',
  );
  await ok(
    'POST',
    '/shipper/shipping-needs/',
    {
      company_location: results[0]?.id,
      mode: ['FTL'],
      average_ftl: '5-10',
      trailer_type: ['dryVan'],
    },
    token,
  );
  await ok('POST', '/payment-methods/', { payment_method_id: 'pm_card_visa' }, token);
  return token;
};

const cityId = async (name: string) => {
  const { results } = await ok<{ results: { id: number; name: string }[] }>(
    'GET',
    `/shipper/cities?name_prefix=${name}`,
  );
  const city = results.find((found) => found.name === name);
  if (!city) throw new Error(`No city ${name}.`);
  return city.id;
};

const FACILITY = {
  facility_name: 'Rolling Dock',
  facility_address: '2200 S Halsted St',
  zip_code: '60608',
  scheduling_preference: 'first_come',
  contact_name: 'Sam Ortiz',
  phone_number: '+13125550111',
  email: 'dock@containers.loadline.test',
};

/** A shipment booked, both facilities given, finalized and paid; its id. */
const bookAndPay = async (token: string, lane: { from: number; to: number }) => {
  const shipment = await ok<{ id: number }>(
    'POST',
    '/shipper/shipments/',
    {
      equipment: 'dryVan',
      pickup: { city: lane.from, date: addDays(todayUtc(), 10) },
      dropoff: { city: lane.to },
    },
    token,
  );
  const steps = `/shipper/shipments/${shipment.id}`;
  await ok('PATCH', `${steps}/appointment/`, { pickup: FACILITY }, token);
  await ok('PATCH', `${steps}/appointment/`, { dropoff: FACILITY }, token);
  await ok(
    'PATCH',
    `${steps}/finalizing/`,
    {
      pickup_number: 'P-1',
      pickup_notes: 'Dock 4',
      dropoff_number: 'D-2',
      dropoff_notes: 'Gate B',
    },
    token,
  );
  const paid = await call<{ status?: string }>(
    'POST',
    '/payments/create-intent/',
    { payment_method_id: 'pm_card_visa', shipment_id: shipment.id },
    token,
  );
  // A payment whose answer was lost to a stopping server is asked after: paid, or not.
  if (paid.body?.status !== 'succeeded') {
    const { status } = await ok<{ status: string }>('GET', steps, undefined, token);
    if (status !== 'upcoming')
      throw new Error(
        `Shipment ${shipment.id} is ${status} after its payment: ${JSON.stringify(paid)}`,
      );
  }
  return shipment.id;
};

const until = async (what: string, check: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms / 1000} s.`);
    await sleep(250);
  }
};

const psql = async (query: string) =>
  (
    await run('podman', [
      'exec',
      dbContainer,
      'psql',
      '-U',
      'loadline',
      '-d',
      'loadline',
      '-tAc',
      query,
    ])
  ).stdout.trim();

/** Each API server stopped as an orchestrator stops it, started again, and back in service. */
const restartEach = async () => {
  for (const container of containers) {
    const stopping = Date.now();
    await run('podman', ['stop', '--time', '15', container]);
    const stopMs = Date.now() - stopping;
    const { stdout } = await run('podman', ['logs', '--tail', '5', container]);
    if (stdout.includes('Stopped, with what did not finish in time cut off')) {
      cutOff += 1;
      console.log(`  ${container}: cut off what did not finish within its stop's time`);
    } else if (!stdout.includes('Stopped: every request answered')) {
      // The requests the server began and never answered, as its log tells them.
      const { stdout: log } = await run('podman', ['logs', container]);
      const entries = log
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map(
          (line) => JSON.parse(line) as { reqId?: string; msg?: string; req?: { url?: string } },
        );
      const answered = new Set(
        entries.filter((e) => e.msg === 'request completed').map((e) => e.reqId),
      );
      console.error(
        'Unanswered:',
        entries
          .filter((e) => e.msg === 'incoming request' && !answered.has(e.reqId))
          .map((e) => `${e.reqId} ${e.req?.url}`),
      );
      throw new Error(
        `${container} did not say it stopped:\n${stdout}\nThe database's sessions:\n${await psql(
          "select pid, state, wait_event_type, wait_event, now() - query_start, left(query, 100) from pg_stat_activity where datname = 'loadline'",
        )}`,
      );
    }
    console.log(`  ${container}: stopped in ${(stopMs / 1000).toFixed(1)} s, starting again`);
    await run('podman', ['start', container]);
    await until(
      `${container} ready again`,
      async () => {
        const { stdout: health } = await run('podman', [
          'exec',
          container,
          'node',
          '-e',
          "fetch('http://127.0.0.1:8000/api/health/ready/').then(r=>process.stdout.write(String(r.status)),()=>process.stdout.write('0'))",
        ]).catch(() => ({ stdout: '0' }));
        return health === '200';
      },
      60_000,
    );
  }
};

const main = async () => {
  const token = await signUp();
  const lane = { from: await cityId('Chicago'), to: await cityId('Dallas') };
  const first = await bookAndPay(token, lane);
  console.log(`Signed up, booked and paid shipment #${first} through the proxy.`);

  const booked: number[] = [first];
  let restarting = true;
  const bookers = Array.from({ length: BOOKERS }, async () => {
    while (restarting) booked.push(await bookAndPay(token, lane));
  });
  const restarted = restartEach().finally(() => (restarting = false));
  await Promise.all([restarted, ...bookers]);

  const doubles = await psql(`select count(*) from (select p.shipment_id from payments p
    join test_provider_intents i on i.id = p.intent_id where i.status = 'succeeded'
    group by p.shipment_id having count(*) > 1) twice`);
  const disagreeing =
    await psql(`select count(*) from shipments s join invoices v on v.shipment_id = s.id
    where s.paid_at is not null and v.paid_amount_cents is distinct from (select sum(i.amount_cents)
    from payments p join test_provider_intents i on i.id = p.intent_id
    where p.shipment_id = s.id and i.status = 'succeeded')`);
  const unpaid = await psql(
    `select count(*) from shipments where id in (${booked.join(',')}) and paid_at is null`,
  );
  console.log(
    `${booked.length} shipments booked and paid by ${BOOKERS} bookers while ${containers.length} servers restarted one at a time; ${retried} calls retried; ${cutOff} stops cut something off.`,
  );
  if (doubles !== '0' || disagreeing !== '0' || unpaid !== '0')
    throw new Error(
      `Charged twice: ${doubles}; charge and invoice disagreeing: ${disagreeing}; unpaid: ${unpaid}.`,
    );
  console.log('Every booking paid once; every charge, invoice and total in agreement.');

  // What Prometheus would read through the proxy: a server's connections and the payments.
  const scraped = await fetch(`${baseUrl}/api/metrics`, {
    headers: { authorization: `Bearer ${process.env.METRICS_TOKEN ?? ''}` },
  });
  const metrics = await scraped.text();
  for (const series of [
    'loadline_db_pool_connections{state="total"}',
    'loadline_payments{status="succeeded"}',
  ])
    if (!metrics.includes(series))
      throw new Error(`The metrics (${scraped.status}) lack ${series}.`);
  console.log('The metrics answer through the proxy, with the connections and the payments.');
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
