import { expect, test, type Page } from '@playwright/test';

/** What the browser's console says that a developer would have to look into. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the shell shows every remote’s pages, in the language asked, with nothing said on the console', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const pages = [
    ['/', 'Light, sound and power for every production in South Florida'],
    ['/equipments?lang=es', 'Equipos'],
    ['/equipments/1/details', 'ARRI SkyPanel S30-C'],
    ['/request-quote?lang=fr', 'Demander un devis'],
    ['/about-us?lang=ht', 'Konsènan nou'],
  ];
  for (const [address, heading] of pages) {
    await page.goto(address!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  }
  expect(problems).toEqual([]);
});

test('a remote runs on its own, in its harness', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto('http://localhost:3001/equipments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Equipment');
  await expect(page.getByRole('heading', { name: 'ARRI SkyPanel S30-C' })).toBeVisible();
  expect(problems).toEqual([]);
});
