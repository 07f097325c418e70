import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';
import { createShipper } from '../support/api';
import { baseUrl } from '../support/environment';
import { checkScreen } from '../support/screens';
import { pickCity, signIn } from '../support/ui';

test.use({ baseURL: baseUrl() });

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const isQuote = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/shipper/distance-price/';

test('a shipper picks the cheapest day, lets the quote expire, sees it priced again, and books on it', async ({
  page,
  request,
}) => {
  // The browser's clock, which counts the hold down, is the test's to move.
  await page.clock.install();
  const shipper = await createShipper(request, 'quote-hold');
  await signIn(page, shipper.email, shipper.password);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Create Shipment' })
    .click();
  await pickCity(page, 'Pickup city', 'Chicago', /^Chicago, IL/);
  await pickCity(page, 'Dropoff city', 'Dallas', /^Dallas, TX/);

  const strip = page.getByRole('group', { name: /pickup date/i });
  const cheapest = strip.getByRole('button', { name: /lowest price$/ }).first();
  await expect(cheapest).toBeVisible();
  const label = (await cheapest.getAttribute('aria-label')) ?? '';
  const price = /\$[\d,]+\.\d{2}/.exec(label)?.[0] ?? 'no price';
  const dayQuote = page.waitForResponse((response) => isQuote(response.request()));
  await cheapest.click();
  const first = await (await dayQuote).json();
  const panel = page.locator('.ant-card').filter({ hasText: 'Your quote' });
  await expect(panel.getByText(price, { exact: true })).toBeVisible();
  await expect(panel.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await checkScreen(page, '46-quote-held');

  // A quarter of an hour later the hold runs out, and the lane is quoted again.
  const again = page.waitForResponse((response) => isQuote(response.request()));
  await page.clock.fastForward('15:00');
  const second = await (await again).json();
  expect(second.quote_id).not.toBe(first.quote_id);
  expect(second.pickup_date).toBe(first.pickup_date);
  await expect(panel.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(panel.getByText(usd.format(second.base_price), { exact: true })).toBeVisible();

  const booking = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().endsWith('/api/shipper/shipments/'),
  );
  await page.getByRole('button', { name: 'Review shipment' }).click();
  expect((await booking).postDataJSON()).toMatchObject({ quote_id: second.quote_id });
  await expect(page).toHaveURL(/\/shipments\/\d+\/appointment$/);
  const id = Number(/shipments\/(\d+)/.exec(page.url())?.[1]);
  const detail = await request.get(`/api/shipper/shipments/${id}`, {
    headers: { Authorization: `Token ${shipper.token}` },
  });
  expect(await detail.json()).toMatchObject({
    base_price: Number(second.base_price).toFixed(2),
    line_items: second.line_items,
  });
});
