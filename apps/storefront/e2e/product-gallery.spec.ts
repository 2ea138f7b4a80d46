import { expect, type Locator, type Page, test } from '@playwright/test';
import type { ProductDetail } from '@storefront/api-contract';
import { resources } from '@storefront/i18n';
import { LOCALE_HEADER } from './support/api.js';
import { findProduct, isOnSale, isOpen } from './support/products.js';

// Issue 34's gallery on the product page: arrow keys, a hover zoom, the full-screen view (a dialog
// that Escape closes, focus back on the photo) and a swipe there on a phone, in the three languages.

type Lang = keyof typeof LOCALE_HEADER;

const webp = (url: string) => url.replace(/\.(png|jpe?g|gif)$/i, '.webp');

/** A seeded product with three photos or more, open to all, in the language given. */
async function galleryProduct(page: Page, lang: Lang): Promise<ProductDetail> {
  return findProduct(page.request, { list: (p) => isOnSale(p) && isOpen(p) && p.images.length > 2, language: lang });
}

/** Opens the product page in the language given and waits until its gallery's first photo is drawn. */
async function openGallery(page: Page, lang: Lang, product: ProductDetail): Promise<Locator> {
  const texts = resources[LOCALE_HEADER[lang]].translation;
  await page.addInitScript((stored) => window.localStorage.setItem('lang', stored), lang);
  await page.goto(`/product/${product.product_id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.display_name })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const gallery = page.getByRole('group', { name: texts.product.gallery });
  await expect(gallery.getByRole('img', { name: product.display_name })).toHaveAttribute('src', webp(product.images[0]!));
  return gallery;
}

/** The name the gallery gives image index (from 1) of total, as the page's language writes it. */
function imageOf(lang: Lang, index: number, total: number): string {
  return resources[LOCALE_HEADER[lang]].translation.product.imageOf.replace('{index}', String(index)).replace('{total}', String(total));
}

for (const lang of ['tw', 'cn', 'en'] as const satisfies readonly Lang[]) {
  const texts = resources[LOCALE_HEADER[lang]].translation;

  test.describe(`the product gallery in ${LOCALE_HEADER[lang]}`, () => {
    test('arrow keys move between the photos while the gallery has focus', async ({ page }) => {
      const product = await galleryProduct(page, lang);
      const gallery = await openGallery(page, lang, product);
      const total = product.images.length;
      const main = gallery.getByRole('img', { name: product.display_name });

      const first = gallery.getByRole('button', { name: imageOf(lang, 1, total) });
      await first.focus();
      await page.keyboard.press('ArrowRight');
      await expect(main).toHaveAttribute('src', webp(product.images[1]!));
      const second = gallery.getByRole('button', { name: imageOf(lang, 2, total) });
      await expect(second).toBeFocused();
      await expect(second).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(main).toHaveAttribute('src', webp(product.images[total - 1]!));

      // From the photo's own button too.
      await gallery.getByRole('button', { name: texts.product.openFullScreen }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(main).toHaveAttribute('src', webp(product.images[0]!));
    });

    test('a mouse over the photo zooms it, and leaving shows it whole', async ({ page }) => {
      const product = await galleryProduct(page, lang);
      const gallery = await openGallery(page, lang, product);
      const main = gallery.getByRole('img', { name: product.display_name });
      const box = (await main.boundingBox())!;

      await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
      await expect.poll(() => main.evaluate((image) => getComputedStyle(image).transform)).toBe('matrix(2, 0, 0, 2, 0, 0)');
      await expect
        .poll(() => main.evaluate((image) => getComputedStyle(image).transformOrigin))
        .not.toBe(`${box.width / 2}px ${box.height / 2}px`);
      await page.mouse.move(box.x + box.width + 200, box.y);
      await expect.poll(() => main.evaluate((image) => getComputedStyle(image).transform)).toBe('none');
    });

    test('the full-screen view opens from the photo, zooms, moves on, and Escape closes it with focus back', async ({ page }) => {
      const product = await galleryProduct(page, lang);
      const gallery = await openGallery(page, lang, product);
      const total = product.images.length;
      const open = gallery.getByRole('button', { name: texts.product.openFullScreen });

      await open.click();
      const view = page.getByRole('dialog', { name: texts.product.fullScreen });
      await expect(view).toBeVisible();
      await expect.poll(() => view.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      // The page behind is out of reach while the view is open.
      await expect(page.getByRole('main')).toHaveCount(0);
      const current = view.locator('.yarl__slide_current');
      await expect(current).toHaveAttribute('aria-label', imageOf(lang, 1, total));
      await expect(current.getByRole('img', { name: product.display_name })).toHaveAttribute('src', webp(product.images[0]!));

      // Zoomed in, the photo is drawn larger and can be zoomed out again.
      const zoomOut = view.getByRole('button', { name: texts.product.zoomOut });
      await expect(zoomOut).toBeDisabled();
      await view.getByRole('button', { name: texts.product.zoomIn }).click();
      await expect(zoomOut).toBeEnabled();
      await zoomOut.click();

      await page.keyboard.press('ArrowRight');
      await expect(current).toHaveAttribute('aria-label', imageOf(lang, 2, total));
      await view.getByRole('button', { name: texts.product.nextImage }).click();
      await expect(current).toHaveAttribute('aria-label', imageOf(lang, 3, total));
      await view.getByRole('button', { name: texts.product.previousImage }).click();
      await expect(current).toHaveAttribute('aria-label', imageOf(lang, 2, total));

      await page.keyboard.press('Escape');
      await expect(view).toHaveCount(0);
      await expect(open).toBeFocused();
      // The gallery shows the photo the view was left on.
      await expect(gallery.getByRole('img', { name: product.display_name })).toHaveAttribute('src', webp(product.images[1]!));
    });
  });

  test.describe(`the product gallery on a phone in ${LOCALE_HEADER[lang]}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a tap opens the full-screen view, a swipe moves to the next photo, the close button ends it', async ({ page }) => {
      const product = await galleryProduct(page, lang);
      const gallery = await openGallery(page, lang, product);
      const total = product.images.length;
      const main = gallery.getByRole('img', { name: product.display_name });

      // A tap on the photo is not a hover: it opens the full-screen view instead of zooming in the page.
      const box = (await main.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 3, box.y + box.height / 3);
      await expect(gallery.locator('[data-zoomed]')).toHaveCount(0);
      const view = page.getByRole('dialog', { name: texts.product.fullScreen });
      await expect(view).toBeVisible();
      const current = view.locator('.yarl__slide_current');
      await expect(current).toHaveAttribute('aria-label', imageOf(lang, 1, total));

      // A finger's swipe from right to left, as the touch screen reports it, resting before it
      // lifts: a finger that flicks off leaves the browser scrolling on, and a tap then only stops that.
      const cdp = await page.context().newCDPSession(page);
      const y = 420;
      const start = Date.now() / 1000;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 320, y }], timestamp: start });
      for (let step = 1; step <= 6; step += 1) {
        const touchPoints = [{ x: 320 - step * 40, y }];
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints, timestamp: start + step * 0.03 });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 80, y }], timestamp: start + 0.5 });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: start + 0.52 });
      await expect(current).toHaveAttribute('aria-label', imageOf(lang, 2, total));

      await view.getByRole('button', { name: texts.product.closeFullScreen }).tap();
      await expect(view).toHaveCount(0);
      await expect(main).toHaveAttribute('src', webp(product.images[1]!));
    });
  });
}
