import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { waitForMail } from '../../server/test/outbox';
import { createFinalizedShipment, createShipper, uniqueEmail, PASSWORD } from '../support/api';
import { baseUrl, dataDir } from '../support/environment';
import { checkScreen } from '../support/screens';
import { fillCard, signIn, storedToken } from '../support/ui';

test.use({ baseURL: baseUrl() });

const INVITATION = /invites you to .* on Loadline$/;

const openAccountMenu = async (page: Page, item: string) => {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

const inviteMember = async (page: Page, email: string, role: string) => {
  await page.getByRole('button', { name: /Invite member/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: role })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
};

/** Follows the e-mailed link in a browser of the invitee's own, and joins. */
const join = async (browser: Browser, email: string, firstName: string, company: string) => {
  const mail = await waitForMail(dataDir(), email, INVITATION);
  const link = /\/join\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`The invitation to ${email} has no link.`);
  const page = await (await browser.newContext({ baseURL: baseUrl() })).newPage();
  await page.goto(link);
  await expect(page.getByText(new RegExp(`invites you to join ${company}`))).toBeVisible();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Member');
  await page.getByLabel('Phone number').fill('+13125550142');
  await page.getByLabel('Password').fill(PASSWORD);
  return page;
};

test('a company: the admin invites, members join and share the work by role, and a removed member is signed out', async ({
  page,
  browser,
  request,
}) => {
  const admin = await createShipper(request, 'teamwork');
  const company = admin.user.company.name;
  await signIn(page, admin.email, admin.password);
  await openAccountMenu(page, 'Team');
  await expect(page).toHaveURL(/\/settings\/team$/);

  const bookerEmail = uniqueEmail('booker');
  const viewerEmail = uniqueEmail('viewer');
  await inviteMember(page, bookerEmail, 'Booker');
  await inviteMember(page, viewerEmail, 'Viewer');
  await checkScreen(page, '40-team-invitations');

  const booker = await join(browser, bookerEmail, 'Blake', company);
  await checkScreen(booker, '41-join');
  await booker.getByRole('button', { name: `Join ${company}` }).click();
  await expect(booker).toHaveURL(/\/dashboard$/);
  const viewer = await join(browser, viewerEmail, 'Vera', company);
  await viewer.getByRole('button', { name: `Join ${company}` }).click();
  await expect(viewer).toHaveURL(/\/dashboard$/);

  // The booker books and pays.
  const shipment = await createFinalizedShipment(request, await storedToken(booker));
  await booker.goto(`/shipments/${shipment.id}/checkout`);
  await fillCard(booker, '4242 4242 4242 4242');
  await booker.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(booker.getByText('Payment Successful!')).toBeVisible();

  // The viewer sees it, and nothing a viewer may not do.
  await viewer.reload();
  const nav = viewer.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Create Shipment' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await viewer.getByRole('tab', { name: /All/ }).click();
  const card = viewer.getByRole('article', { name: `Shipment #${shipment.id}` });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Actions for shipment #${shipment.id}` }).click();
  await expect(viewer.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
  await expect(viewer.getByRole('menuitem', { name: 'Cancel Shipment' })).toHaveCount(0);
  await viewer.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(viewer).toHaveURL(new RegExp(`/shipments/${shipment.id}$`));
  await expect(viewer.getByRole('button', { name: 'Cancel Shipment' })).toHaveCount(0);
  await expect(viewer.getByText('Booked by Blake Member')).toBeVisible();
  await checkScreen(viewer, '42-details-as-viewer');
  await viewer.goto('/billing');
  await expect(viewer.getByText('Viewers cannot see billing.')).toBeVisible();
  await checkScreen(viewer, '43-billing-refused');

  // The admin reads the shipment's history and the company's activity.
  await page.goto(`/shipments/${shipment.id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(/^Paid \$[\d,.]+ with Visa ending in 4242$/)).toBeVisible();
  await expect(history.getByText('Booked the shipment Memphis, TN to Atlanta, GA')).toBeVisible();
  await checkScreen(page, '44-details-history');
  await openAccountMenu(page, 'Activity');
  await expect(page).toHaveURL(/\/settings\/activity$/);
  await expect(page.getByRole('cell', { name: 'Joined as Booker' })).toBeVisible();
  await checkScreen(page, '45-activity');

  // The admin removes the booker, whose open tab gives way to sign-in on its next request.
  await openAccountMenu(page, 'Team');
  await page.getByRole('button', { name: 'Remove Blake Member' }).click();
  await page.getByRole('button', { name: /^(OK|Remove)$/ }).click();
  await expect(page.getByRole('row', { name: /Blake Member/ })).toContainText('Removed');
  await booker
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(booker).toHaveURL(/\/login$/);
});
