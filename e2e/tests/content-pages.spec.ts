import { expect, pageHeading, test } from './fixtures.ts';

interface StaffMember {
  firstname: string;
  lastname: string;
  title: string;
}
interface ProjectRow {
  title: string;
  created_at: string;
  link: string | null;
}
interface StoredMessage {
  name: string;
  phoneNumber: string;
  email: string;
  message: string;
  suspectedSpam?: boolean;
}

test.describe('about page', () => {
  test('introduces the company and shows every seeded staff member, counters and client logos', async ({
    page,
    request,
  }) => {
    const staff = (
      (await (await request.post('/api/v1/users/search', { data: {} })).json()) as { data: StaffMember[] }
    ).data;
    expect(staff).toHaveLength(12);
    await page.goto('/about-us');
    await expect(await pageHeading(page)).toHaveText('About Us');
    await expect(page.locator('main h1')).toHaveCount(1);

    const members = page.getByTestId('staff-member');
    await expect(members).toHaveCount(staff.length);
    for (const person of staff) {
      const card = members.filter({ hasText: `${person.firstname} ${person.lastname}` });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(
        `${person.firstname} ${person.lastname}`,
      );
      await expect(card).toContainText(person.title);
      await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/v1\/media\/staff\//);
    }

    const stats = page.locator('[data-block="about-stats"]');
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.getByTestId('counter-value')).toHaveText(['15', '1,250+', '42', '4,800+'], {
      timeout: 6000,
    });
    await expect(page.locator('[data-block="about-clients"]').getByRole('img')).toHaveCount(8);
  });
});

test.describe('latest projects page', () => {
  test('shows the six latest projects, newest first, with safe external links', async ({ page }) => {
    await page.goto('/latest-projects');
    await expect(await pageHeading(page)).toHaveText('Latest Projects');
    const cards = page.getByTestId('project-card');
    await expect(cards).toHaveCount(6);

    const all = (
      (await (await page.request.post('/api/v1/projects/search', { data: { limit: 100 } })).json()) as {
        data: ProjectRow[];
      }
    ).data;
    const newestSix = [...all].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 6);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
      newestSix.map((project) => project.title),
    );

    const dates = await cards
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());

    for (const [index, project] of newestSix.entries()) {
      const card = cards.nth(index);
      await expect(card.locator('img')).toHaveAttribute('width', '800');
      const link = card.getByRole('link', { name: /Visit project/ });
      if (project.link) {
        await expect(link).toHaveAttribute('href', project.link);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      } else {
        await expect(link).toHaveCount(0);
      }
    }
  });
});

test.describe('contact page', () => {
  test('shows the details from the site configuration and a Request a Quote button', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(await pageHeading(page)).toHaveText('Contact Us');
    const details = page.getByRole('region', { name: 'Get in touch' });
    await expect(details).toContainText('1234 NW 79th Ave, Doral, FL 33126, USA');
    await expect(details.getByRole('link', { name: '+1 305 555 0142' })).toHaveAttribute(
      'href',
      'tel:+13055550142',
    );
    await expect(details.getByRole('link', { name: 'hello@doralproductionrentals.example' })).toHaveAttribute(
      'href',
      'mailto:hello@doralproductionrentals.example',
    );
    await expect(details.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /instagram\.com/);
    await details.getByRole('link', { name: 'Request a Quote' }).click();
    await expect(page).toHaveURL(/\/request-quote$/);
  });

  test('shows the four messages when sent empty', async ({ page }) => {
    await page.goto('/contact-us');
    await pageHeading(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const message of [
      'Please enter your name',
      'Please enter your Number',
      'Please enter your Email Address',
      'Please enter your Message',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('Name')).toBeFocused();
  });

  test('stores a valid message and clears the form', async ({ page }) => {
    const name = `Journey ${Date.now()}`;
    await page.goto('/contact-us');
    await pageHeading(page);
    const openedAt = Date.now();
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('combobox', { name: 'Country code' }).selectOption('HT+509');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('3412 0000');
    await form.getByLabel('E-mail').fill('journey@example.com');
    await form.getByLabel('Message').fill('Do you have a 3-ton free next Friday?');
    // A person takes longer than the API's 3 s minimum fill time; a journey has to wait for it.
    await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - openedAt)));
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText('Your message has been sent');
    await expect(form.getByLabel('Name')).toHaveValue('');

    const stored = (
      (await (await page.request.get('/api/v1/test-support/contact-messages')).json()) as {
        data: StoredMessage[];
      }
    ).data.find((message) => message.name === name);
    expect(stored).toMatchObject({
      phoneNumber: '+509 3412 0000',
      email: 'journey@example.com',
      message: 'Do you have a 3-ton free next Friday?',
    });
    expect(stored?.suspectedSpam ?? false).toBe(false);
  });
});
