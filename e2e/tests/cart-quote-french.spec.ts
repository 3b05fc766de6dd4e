import { expect, pageHeading, test } from './fixtures.ts';
import {
  seedCart,
  shownReference,
  SKY_PANEL,
  storedQuotes,
  typeDate,
  typedDate,
  uniqueEmail,
} from './cart-quote-support.ts';

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
