import type { Locator, Page } from '@playwright/test';
import { expect, pageHeading, scrollThroughPage, test } from './fixtures.ts';
import { HOME_BLOCKS } from '@rental/shared/testing/home-blocks.ts';

const TESTIMONIAL_NAMES = [
  'Renata Salgado',
  'Marcus Lee',
  'Ana Lucía Pérez',
  'David Chen',
  'Gabrielle Joseph',
  'Jennifer Morales',
  'Thomas Reid',
];

const block = (page: Page, name: string) => page.locator(`main [data-block="${name}"]`);

/** The testimonials actually on screen: each card inside the carousel's clipping box, not just marked visible. */
async function slidesOnScreen(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((element) => {
    const track = element.querySelector('[data-testid="testimonial"]')?.parentElement;
    const viewport = track?.parentElement?.getBoundingClientRect();
    if (!viewport) return [];
    return Array.from(element.querySelectorAll<HTMLElement>('[data-testid="testimonial"] figure'))
      .filter((card) => {
        const box = card.getBoundingClientRect();
        return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      })
      .map((card) => card.querySelector('strong')?.textContent ?? '');
  });
}

test.describe('home page', () => {
  test('shows every home block in order, with one h1', async ({ page }) => {
    await page.goto('/');
    await expect(await pageHeading(page)).toHaveText(
      'Light, sound and power for every production in South Florida',
    );
    await expect(page.locator('main h1')).toHaveCount(1);
    // The blocks after the hero arrive one by one; those with data from the API ask for it as they come
    // near the screen, so the page is busy until it has been scrolled through.
    await expect(page.locator('main [data-block]')).toHaveCount(HOME_BLOCKS.length);
    await scrollThroughPage(page);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    const blocks = await page
      .locator('main [data-block]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-block')));
    expect(blocks).toEqual(HOME_BLOCKS);
    for (const name of HOME_BLOCKS.slice(1)) {
      await expect(block(page, name).getByRole('heading', { level: 2 }).first()).toBeVisible();
    }

    await expect(block(page, 'services').getByRole('listitem')).toHaveCount(6);
    await expect(
      block(page, 'services').getByRole('link', { name: 'Lighting Design & Programming' }),
    ).toHaveAttribute('href', '/services/1/show');
    const trucks = block(page, 'trucks');
    for (const [tons, id] of [
      ['7', 1],
      ['5', 2],
      ['3', 3],
      ['2', 4],
    ] as const) {
      await expect(trucks.getByRole('link', { name: `${tons}-Ton Grip & Lighting Truck` })).toHaveAttribute(
        'href',
        `/packages/${id}/show`,
      );
    }
    await expect(block(page, 'gallery').getByRole('img')).toHaveCount(6);
    await expect(block(page, 'testimonials').getByTestId('testimonial')).toHaveCount(7);
    await expect(block(page, 'inventory').getByRole('link', { name: /^Lighting/ })).toHaveAttribute(
      'href',
      '/equipments/1',
    );
    await expect(
      block(page, 'inventory').getByRole('link', { name: 'Browse the full inventory' }),
    ).toHaveAttribute('href', '/equipments');
    await expect(block(page, 'news').getByTestId('project-card')).toHaveCount(3);
    await expect(block(page, 'clients').getByRole('img')).toHaveCount(8);
    await expect(block(page, 'progress').getByRole('meter')).toHaveCount(3);
  });

  test('on a phone the home page asks the API nothing: its blocks come with their data', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // Pictures are files, and health beacons are reports the page sends, not data it asks for.
      const isData = !pathname.startsWith('/api/v1/media/') && pathname !== '/api/v1/health/beacons';
      if (pathname.startsWith('/api/v1/') && isData) asked.push(pathname);
    });
    await page.goto('/');
    await expect(page.locator('main [data-block]')).toHaveCount(HOME_BLOCKS.length);
    await scrollThroughPage(page);
    await expect(
      block(page, 'services').getByRole('link', { name: 'Lighting Design & Programming' }),
    ).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test('the hero plays a small muted looping video over a prioritised poster', async ({ page }) => {
    await page.goto('/');
    const poster = page.getByTestId('hero-picture');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toContain('/hero-poster.');
    await expect(poster).toHaveAttribute('width', '1280');
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0))
      .toBe(true);
    const sources = await video
      .locator('source')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''));
    let total = 0;
    for (const source of sources) {
      expect(source).toMatch(/^\/api\/v1\/media\/home\//);
      const response = await page.request.get(source);
      expect(response.ok()).toBe(true);
      total += (await response.body()).length;
    }
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  test('the counters count up to their targets when they scroll into view', async ({ page }) => {
    await page.goto('/');
    const stats = block(page, 'stats').getByTestId('counter-value');
    await expect(stats.first()).toHaveText('0');
    await block(page, 'stats').scrollIntoViewIfNeeded();
    await expect(stats).toHaveText(['15', '1,250+', '42', '4,800+'], { timeout: 6000 });
    await block(page, 'pricing').scrollIntoViewIfNeeded();
    await expect(block(page, 'pricing').getByTestId('counter-value')).toHaveText(['3', '24', '150', '10'], {
      timeout: 6000,
    });
  });

  test('the progress circles read 89, 93 and 75 percent', async ({ page }) => {
    await page.goto('/');
    const progress = block(page, 'progress');
    await progress.scrollIntoViewIfNeeded();
    await expect(progress.getByTestId('progress-value')).toHaveText(['89%', '93%', '75%'], { timeout: 6000 });
    const values = await progress
      .getByRole('meter')
      .evaluateAll((meters) => meters.map((meter) => meter.getAttribute('aria-valuenow')));
    expect(values).toEqual(['89', '93', '75']);
    await expect(progress.getByRole('meter', { name: 'Clients who book with us again' })).toBeVisible();
  });

  test('the testimonials slider shows four slides at 1440 px and advances by itself', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect.poll(() => slidesOnScreen(carousel)).toEqual(TESTIMONIAL_NAMES.slice(0, 4));
    // The next slide comes in by itself within the 5000 ms interval (plus the slide's short transition).
    await expect
      .poll(() => slidesOnScreen(carousel), { timeout: 8000 })
      .toEqual(TESTIMONIAL_NAMES.slice(1, 5));
  });

  test('the slider shows one slide at 1000 px, and moves with its buttons and the arrow keys', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => slidesOnScreen(carousel)).toHaveLength(1);
    const next = carousel.getByRole('button', { name: 'Next testimonial' });
    // Focus inside pauses autoplay, so every move from here on is the visitor's.
    await next.focus();
    await expect.poll(() => slidesOnScreen(carousel)).toHaveLength(1);
    const [before = ''] = await slidesOnScreen(carousel);
    const after = TESTIMONIAL_NAMES[(TESTIMONIAL_NAMES.indexOf(before) + 1) % TESTIMONIAL_NAMES.length];
    await next.click();
    await expect.poll(() => slidesOnScreen(carousel)).toEqual([after]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => slidesOnScreen(carousel)).toEqual([before]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slidesOnScreen(carousel)).toEqual([after]);
  });

  test('on a phone, in every language, the pause button of the hero video covers none of the hero text', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const pauseLabels = {
      en: 'Pause background video',
      ht: 'Mete videyo dèyè a an poz',
      es: 'Pausar el video de fondo',
      fr: "Mettre en pause la vidéo d'arrière-plan",
    };
    for (const [language, label] of Object.entries(pauseLabels)) {
      await page.goto(`/?lang=${language}`);
      const toggle = await block(page, 'hero').getByRole('button', { name: label }).boundingBox();
      expect(toggle, language).not.toBeNull();
      const texts = await block(page, 'hero')
        .locator('p, h1, a')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const { top, bottom, left, right } = element.getBoundingClientRect();
            return { text: element.textContent ?? '', top, bottom, left, right };
          }),
        );
      const covered = texts.filter(
        (text) =>
          text.top < toggle!.y + toggle!.height &&
          text.bottom > toggle!.y &&
          text.left < toggle!.x + toggle!.width &&
          text.right > toggle!.x,
      );
      expect(
        covered.map(({ text }) => text),
        language,
      ).toEqual([]);
    }
  });

  test('the home page in Haitian Creole shows Creole texts', async ({ page }) => {
    await page.goto('/?lang=ht');
    await expect(await pageHeading(page)).toHaveText(
      'Limyè, son ak kouran pou chak pwodiksyon nan Sid Florid',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
    await expect(block(page, 'services').getByRole('heading', { level: 2 })).toHaveText('Sèvis');
    await expect(block(page, 'testimonials').getByRole('heading', { level: 2 })).toHaveText(
      'Sa kliyan nou yo di',
    );
    await expect(page.getByRole('button', { name: 'Pwochen temwayaj la' })).toBeVisible();
    await expect(block(page, 'stats').getByText('Ane eksperyans')).toBeVisible();
    await expect(block(page, 'hero').getByRole('link', { name: 'Mande yon devi' })).toBeVisible();
  });
});

test.describe('home page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows a still instead of the video, final numbers at once and a slider that waits', async ({
    page,
  }) => {
    await page.goto('/');
    await pageHeading(page);
    const still = page.getByTestId('hero-picture');
    await expect(still).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => still.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toContain('/hero-still.');
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    await expect(block(page, 'stats').getByTestId('counter-value')).toHaveText([
      '15',
      '1,250+',
      '42',
      '4,800+',
    ]);
    await expect(block(page, 'progress').getByTestId('progress-value')).toHaveText(['89%', '93%', '75%']);
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', { name: 'Stop automatic sliding' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.waitForTimeout(5500);
    expect((await slidesOnScreen(carousel))[0]).toBe('Renata Salgado');
  });
});
