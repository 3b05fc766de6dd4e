import type { Page } from '@playwright/test';
import { BLOCKED_REQUEST, expect, pageHeading, test } from './fixtures.ts';
import {
  GRIP_TRUCK,
  LIGHTING_DESIGN,
  seedCart,
  shownReference,
  SKY_PANEL,
  storedQuotes,
  typeDate,
  typedDate,
  uniqueEmail,
} from './cart-quote-support.ts';

const submit = (page: Page) => page.getByRole('button', { name: /Request the quote|Sending your request/ });

async function fillPersonal(page: Page, email: string) {
  await page.getByLabel('First name').fill('  Ana ');
  await page.getByLabel('Last name').fill('Pierre');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('combobox', { name: 'Country code' }).selectOption({ label: 'Hayti (+509)' });
  await page.getByRole('textbox', { name: 'Phone' }).fill('3412 3456');
}

/** The first date is the delivery's, or with pick-up the pick-up's. */
async function fillDates(page: Page, first: 'Delivery date' | 'Pick-up date') {
  await typeDate(page, first, typedDate(10, '10:00'));
  await typeDate(page, 'Return date', typedDate(13, '09:30'));
  await expect(page.getByText('3 days')).toBeVisible();
}

async function openQuotePage(page: Page) {
  await page.goto('/request-quote');
  await expect(await pageHeading(page)).toHaveText('Request a Quote');
}

test.describe('the quote request', () => {
  test('an empty submit lists the four messages in order and links to the first offending field', async ({
    page,
  }) => {
    await openQuotePage(page);
    await submit(page).click();
    const summary = page.locator(':focus');
    await expect(summary.getByRole('link')).toHaveText([
      'Please select at least one item to quote.',
      'Please complete your personal information.',
      'Please complete your delivery information.',
      'Please select delivery and return dates.',
    ]);
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Delivery date')).toHaveAttribute('aria-invalid', 'true');
    await summary.getByRole('link', { name: 'Please complete your delivery information.' }).click();
    await expect(page.getByLabel('Address')).toBeFocused();
  });

  test('pick up stores the defaults: N/A company and address, zip 00000, UTC delivery date', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('pickup');
    await seedCart(page, [
      { ...SKY_PANEL, qty: 3 },
      { ...GRIP_TRUCK, qty: 1 },
    ]);
    await openQuotePage(page);
    await fillPersonal(page, email);
    await page.getByRole('radio', { name: 'Pick up' }).check();
    await expect(page.getByLabel('Address')).toHaveCount(0);
    await fillDates(page, 'Pick-up date');
    await submit(page).click();

    await expect(page.getByRole('status').filter({ hasText: 'Quote requested successfully!' })).toBeVisible();
    const reference = await shownReference(page, /Your reference:/);
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();

    const [stored] = await storedQuotes(request, email);
    expect(stored).toMatchObject({
      reference,
      customerName: 'Ana Pierre',
      companyName: 'N/A',
      customerPhone: '+509 3412 3456',
      totalDays: 3,
      deliveryAddress: 'N/A',
      deliveryCity: 'N/A',
      deliveryState: 'N/A',
      deliveryZip: '00000',
      language: 'en',
    });
    expect(stored?.items.map(({ itemType, itemId, quantity }) => [itemType, itemId, quantity])).toEqual([
      ['equipment', 2, 3],
      ['package', 1, 1],
    ]);
  });

  test.describe('from New York', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('delivery stores the address and converts the local time to UTC', async ({ page, request }) => {
      const email = uniqueEmail('delivery');
      await seedCart(page, [{ ...LIGHTING_DESIGN, qty: 1 }]);
      await openQuotePage(page);
      await fillPersonal(page, email);
      await page.getByLabel('Company (optional)').fill('Doral Films');
      await page.getByLabel('Address').fill('1234 NW 79th Ave');
      await page.getByLabel('City').fill('Doral');
      await page.getByLabel('State').fill('FL');
      await page.getByLabel('ZIP code').fill('33126');
      await fillDates(page, 'Delivery date');
      // The day typed, read as New York's local time: the test's own clock may already be on the next day.
      const expectedUtc = await page.evaluate(
        (typed) => {
          const [month, day, year] = typed.split(' ')[0]!.split('/').map(Number);
          return new Date(year!, month! - 1, day!, 10, 0, 0, 0).toISOString();
        },
        typedDate(10, '10:00'),
      );
      await submit(page).click();
      await expect(page.getByText('Quote requested successfully!')).toBeVisible();

      const [stored] = await storedQuotes(request, email);
      expect(stored).toMatchObject({
        companyName: 'Doral Films',
        deliveryAddress: '1234 NW 79th Ave',
        deliveryCity: 'Doral',
        deliveryState: 'FL',
        deliveryZip: '33126',
        deliveryDate: expectedUtc,
      });
      expect(new Date(stored?.deliveryDate ?? '').getUTCHours()).not.toBe(10);
    });
  });

  test('a double click on submit stores one request', async ({ page, request }) => {
    const email = uniqueEmail('double');
    await seedCart(page, [{ ...SKY_PANEL, qty: 1 }]);
    await openQuotePage(page);
    await fillPersonal(page, email);
    await page.getByRole('radio', { name: 'Pick up' }).check();
    await fillDates(page, 'Pick-up date');
    let posts = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/v1/requests')) posts += 1;
    });
    await submit(page).dblclick();
    await expect(page.getByText('Quote requested successfully!')).toBeVisible();
    expect(posts).toBe(1);
    expect(await storedQuotes(request, email)).toHaveLength(1);
  });

  test('entries survive a reload while the form is being filled', async ({ page }) => {
    await seedCart(page, [{ ...SKY_PANEL, qty: 2 }]);
    await openQuotePage(page);
    await page.getByLabel('First name').fill('Ana');
    await page.getByRole('radio', { name: 'Pick up' }).check();
    await typeDate(page, 'Pick-up date', typedDate(4, '08:15'));
    await page.reload();
    await pageHeading(page);
    await expect(page.getByLabel('First name')).toHaveValue('Ana');
    await expect(page.getByRole('radio', { name: 'Pick up' })).toBeChecked();
    await expect(page.getByLabel('Pick-up date')).toHaveValue(typedDate(4, '08:15'));
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${SKY_PANEL.name}` })).toHaveValue('2');
  });
});

test.describe('the quote request with the API down', () => {
  test.use({ allowedConsoleErrors: [BLOCKED_REQUEST] });

  test('shows the failure alert, keeps every entry and the cart, and sends once the API is back', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('down');
    await seedCart(page, [{ ...GRIP_TRUCK, qty: 2 }]);
    await openQuotePage(page);
    await fillPersonal(page, email);
    await page.getByLabel('Address').fill('1234 NW 79th Ave');
    await page.getByLabel('City').fill('Doral');
    await page.getByLabel('State').fill('FL');
    await page.getByLabel('ZIP code').fill('33126');
    await fillDates(page, 'Delivery date');

    await page.route('**/api/v1/requests', (route) => route.abort());
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'There was an issue requesting the quote. Please try again.',
    );
    await expect(page.getByLabel('First name')).toHaveValue('  Ana ');
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('3412 3456');
    await expect(page.getByLabel('ZIP code')).toHaveValue('33126');
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${GRIP_TRUCK.name}` })).toHaveValue('2');
    await expect(page.getByText('3 days')).toBeVisible();
    expect(await storedQuotes(request, email)).toHaveLength(0);

    await page.unroute('**/api/v1/requests');
    await submit(page).click();
    await expect(page.getByText('Quote requested successfully!')).toBeVisible();
    expect(await storedQuotes(request, email)).toHaveLength(1);
  });
});

test('the whole flow in French', async ({ page, request }) => {
  const email = uniqueEmail('francais');
  await seedCart(page, [{ ...SKY_PANEL, qty: 1 }]);
  await page.goto('/?lang=fr');
  await pageHeading(page);

  await page.getByRole('button', { name: 'Panier, 1 article' }).click();
  const dialog = page.getByRole('dialog', { name: 'PANIER (1 article)' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: `Augmenter la quantité de ${SKY_PANEL.name}` }).click();
  await expect(dialog.getByRole('spinbutton', { name: `Quantité de ${SKY_PANEL.name}` })).toHaveValue('2');
  await dialog.getByRole('link', { name: 'Aller à la demande de devis' }).click();
  await expect(await pageHeading(page)).toHaveText('Demander un devis');

  await page.getByRole('button', { name: 'Demander le devis' }).click();
  await expect(page.locator(':focus').getByRole('link')).toHaveText([
    'Veuillez compléter vos informations personnelles.',
    'Veuillez compléter vos informations de livraison.',
    'Veuillez sélectionner les dates de livraison et de retour.',
  ]);

  await page.getByLabel('Prénom').fill('Marie');
  await page.getByLabel('Nom', { exact: true }).fill('Joseph');
  await page.getByLabel('E-mail').fill(email);
  const dialCodes = page.getByRole('combobox', { name: 'Indicatif du pays' });
  await expect(dialCodes).toHaveValue('US+1');
  await expect(dialCodes.locator('option:checked')).toHaveText('États-Unis (+1)');
  await dialCodes.selectOption({ label: 'Haïti (+509)' });
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('3700 0000');
  await page.getByRole('radio', { name: 'Retrait sur place' }).check();

  await page.getByLabel('Date de retrait').click();
  const calendar = page.getByRole('dialog', { name: 'Choisir une date et une heure' });
  await expect(calendar.getByRole('button', { name: 'Sélectionner' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Annuler' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Maintenant' })).toBeVisible();
  await expect(calendar.getByText('Heure', { exact: true })).toBeVisible();
  await expect(calendar.locator('.react-datepicker__day-name').first()).toHaveText(/^lu/i);
  await calendar.getByRole('button', { name: 'Annuler' }).click();

  await typeDate(page, 'Date de retrait', typedDate(20, '14:00', 'day-first'));
  await typeDate(page, 'Date de retour', typedDate(21, '14:00', 'day-first'));
  await expect(page.getByText('1 jour', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Demander le devis' }).click();

  await expect(page.getByText('Devis demandé avec succès !')).toBeVisible();
  const reference = await shownReference(page, /Votre référence/);
  const [stored] = await storedQuotes(request, email);
  expect(stored).toMatchObject({ reference, language: 'fr', customerPhone: '+509 3700 0000', totalDays: 1 });
});
