import { expect, type Page, test } from '@playwright/test';
import { PAGE_TITLE_KEYS, type PageTitleRoute, resources } from '@storefront/i18n';
import { apiGet, LOCALE_HEADER } from './support/api.js';

// The shell of every page (spec 1, 2, 4) against the running API: header, drawer, languages,
// page titles and robots, footer. Texts come from the i18n resources, data from the API.

type Lang = keyof typeof LOCALE_HEADER;
const LANGS: readonly Lang[] = ['tw', 'cn', 'en'];

interface Category {
  readonly category_id: string;
  readonly display_name: string;
}
interface Theme {
  readonly theme_id: string;
  readonly display_name: string;
  readonly age_restricted: boolean;
}
interface ProductSummary {
  readonly product_id: string;
  readonly category_id: string;
  readonly display_name: string;
  readonly age_restricted: boolean;
}
interface Paged<T> {
  readonly items: readonly T[];
}

/** The shop's texts in a language, from the resources the app is built with. */
function texts(lang: Lang) {
  return resources[LOCALE_HEADER[lang]].translation;
}

/** The document title of a route in a language: page title | shop name. */
function pageTitle(lang: Lang, route: PageTitleRoute): string {
  const key = PAGE_TITLE_KEYS[route].replace(/^title\./, '') as keyof ReturnType<typeof texts>['title'];
  return `${texts(lang).title[key]} | ${texts(lang).app.name}`;
}

/** Every page of the test starts in this language, as for a shopper who chose it before. */
async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((stored) => window.localStorage.setItem('lang', stored), lang);
}

/** The GA4 commands on window.dataLayer, each as an array (gtag queues Arguments objects). */
async function dataLayerCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
}

const tw = texts('tw');

// The API lets one client make 300 requests a minute, and pictures are most of a page's requests:
// nothing here looks at them, so they are not fetched and the pages' own calls stay under the limit.
test.beforeEach(async ({ context }) => {
  await context.route(/\/v1\/images\//, (route) => route.abort());
});

test('the shop is rendered by React DOM: its root is a react-dom/client root', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // createRoot marks its container with a property of its own, whatever the build.
  const rootKeys = await page.locator('#root').evaluate((root) => Object.keys(root));
  expect(rootKeys.filter((key) => key.startsWith('__reactContainer$'))).toHaveLength(1);
});

test('the built shop writes no warning to the console and throws nothing while a shopper browses, kept pages and the login page included', async ({
  page,
}) => {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') said.push(`warning: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`));
  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: tw.nav.luckyBag }).click();
  await expect(page).toHaveURL(/\/lucky-bag$/);
  await banner.getByRole('link', { name: tw.header.login }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await page.goBack();
  await expect(page).toHaveURL(/\/lucky-bag$/);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('main')).toBeVisible();
  expect(said).toEqual([]);
});

test.describe('header on a large screen', () => {
  test('the logo leads home', async ({ page }) => {
    await page.goto('/news-list');
    await page.getByRole('banner').getByRole('link', { name: tw.app.name }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(pageTitle('tw', '/'));
  });

  test('the menu offers hot news, the API’s categories, its first ten themes and the lucky bags', async ({ page, request }) => {
    const categories = await apiGet<Category[]>(request, 'category');
    const themes = await apiGet<Theme[]>(request, 'theme?count=10');
    expect(categories.length).toBeGreaterThan(0);
    expect(themes.length).toBeGreaterThan(0);
    await page.goto('/');
    const menu = page.getByRole('banner').getByRole('navigation', { name: tw.nav.label });

    await menu.getByRole('link', { name: tw.nav.hotNews }).click();
    await expect(page).toHaveURL(/\/news-list$/);
    await expect(page).toHaveTitle(pageTitle('tw', '/news-list'));

    const products = menu.getByRole('button', { name: tw.nav.products });
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const productLinks = menu.locator(`#${await products.getAttribute('aria-controls')}`).getByRole('link');
    await expect(productLinks).toHaveText([...categories.map((category) => category.display_name), tw.nav.all]);
    for (const [index, category] of categories.entries()) {
      await expect(productLinks.nth(index)).toHaveAttribute('href', `/product-list/${category.category_id}`);
    }
    await productLinks.last().click();
    await expect(page).toHaveURL(/\/product-list\/all$/);
    await expect(page).toHaveTitle(pageTitle('tw', '/product-list/:category_id'));

    const popular = menu.getByRole('button', { name: tw.nav.popular });
    await popular.click();
    const themeLinks = menu.locator(`#${await popular.getAttribute('aria-controls')}`).getByRole('link');
    await expect(themeLinks).toHaveText([...themes.slice(0, 10).map((theme) => theme.display_name), tw.nav.all]);
    for (const [index, theme] of themes.slice(0, 10).entries()) {
      await expect(themeLinks.nth(index)).toHaveAttribute('href', `/theme/${theme.theme_id}`);
    }
    await themeLinks.last().click();
    await expect(page).toHaveURL(/\/theme$/);
    await expect(page).toHaveTitle(pageTitle('tw', '/theme'));

    await menu.getByRole('link', { name: tw.nav.luckyBag }).click();
    await expect(page).toHaveURL(/\/lucky-bag$/);
    await expect(page).toHaveTitle(pageTitle('tw', '/lucky-bag'));
  });

  test('the login icon leads to /login with the current page, query included, as redirect', async ({ page }) => {
    await page.goto('/product-list/all?sort=newest');
    const login = page.getByRole('banner').getByRole('link', { name: tw.header.login });
    await expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/product-list/all?sort=newest')}`);
    // It follows the shopper around the shop.
    await page.getByRole('banner').getByRole('link', { name: tw.nav.luckyBag }).click();
    await expect(page).toHaveURL(/\/lucky-bag$/);
    await expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/lucky-bag')}`);
    await login.click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/lucky-bag');
  });

  test('a visitor’s cart icon leads to the cart and has no dot', async ({ page }) => {
    await page.goto('/');
    const cart = page.getByRole('banner').getByRole('link', { name: tw.header.cart, exact: true });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart.locator('.sf-cart-icon__dot')).toHaveCount(0);
    await expect(page.getByRole('link', { name: tw.header.cartWithItems })).toHaveCount(0);
  });

  test('search: the first keyword suggestion as placeholder, submit goes to the results and empties the box', async ({ page, request }) => {
    const [firstKeyword] = await apiGet<string[]>(request, 'system/search-keyword');
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: tw.header.searchLabel });
    await expect(box).toHaveAttribute('placeholder', firstKeyword ?? tw.header.searchPlaceholder);
    await box.fill('  公仔 ');
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === '公仔');
    await expect(page).toHaveTitle(pageTitle('tw', '/search'));
    await expect(box).toHaveValue('');
    const commands = await dataLayerCommands(page);
    expect(commands).toContainEqual(['event', 'search', expect.objectContaining({ search_term: '公仔' })]);
  });

  for (const lang of LANGS) {
    test(`search: a blank keyword stays on the page and says what to type, in ${lang}`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto('/news-list');
      const header = page.getByRole('banner');
      const box = header.getByRole('searchbox', { name: texts(lang).header.searchLabel });
      await box.fill('   ');
      await header.getByRole('button', { name: texts(lang).header.searchSubmit }).click();
      await expect(header.getByRole('search').getByRole('status')).toHaveText(texts(lang).header.searchBlank);
      await expect(box).toBeFocused();
      await expect(box).toHaveAccessibleDescription(texts(lang).header.searchBlank);
      await expect(page).toHaveURL((url) => url.pathname === '/news-list');
      expect((await dataLayerCommands(page)).filter(([, event]) => event === 'search')).toEqual([]);
      await box.fill('茶');
      await expect(header.getByRole('search').getByRole('status')).toHaveText('');
    });
  }
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens a 320 px drawer with search, login and navigation; Escape closes it', async ({ page }) => {
    await page.goto('/product-list/all');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation')).toBeHidden();
    await expect(banner.getByRole('searchbox')).toBeHidden();
    const menuButton = banner.getByRole('button', { name: tw.nav.openMenu });
    await menuButton.click();

    const drawer = page.getByRole('dialog', { name: tw.nav.menu });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Measured once the slide-in is over: the panel rests at the left edge.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())?.width).toBe(320);
    await expect(drawer.getByRole('searchbox', { name: tw.header.searchLabel })).toBeVisible();
    await expect(drawer.getByRole('link', { name: tw.header.login })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/product-list/all')}`,
    );
    const nav = drawer.getByRole('navigation', { name: tw.nav.label });
    await expect(nav.getByRole('link', { name: tw.nav.hotNews })).toBeVisible();
    await expect(nav.getByRole('button', { name: tw.nav.products })).toBeVisible();
    await expect(nav.getByRole('button', { name: tw.nav.popular })).toBeVisible();
    await expect(nav.getByRole('link', { name: tw.nav.luckyBag })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a link in the drawer goes there and closes it; so does a search', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: tw.nav.openMenu });
    const drawer = page.getByRole('dialog', { name: tw.nav.menu });

    await menuButton.click();
    await drawer.getByRole('link', { name: tw.nav.hotNews }).click();
    await expect(page).toHaveURL(/\/news-list$/);
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await drawer.getByRole('button', { name: tw.nav.products }).click();
    await drawer.getByRole('link', { name: tw.nav.all }).click();
    await expect(page).toHaveURL(/\/product-list\/all$/);
    await expect(drawer).toBeHidden();
    // Back does not find the drawer open again.
    await page.goBack();
    await expect(page).toHaveURL(/\/news-list$/);
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await drawer.getByRole('searchbox', { name: tw.header.searchLabel }).fill('福袋');
    await drawer.getByRole('button', { name: tw.header.searchSubmit }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === '福袋');
    await expect(drawer).toBeHidden();
  });
});

test.describe('language', () => {
  test('switching to each language reloads the shop in it and remembers it under lang', async ({ page }) => {
    await page.goto('/');
    let current: Lang = 'tw';
    for (const next of ['en', 'cn', 'tw'] as const) {
      const switcher = page.getByRole('banner').getByRole('combobox', { name: texts(current).language.label });
      await switcher.selectOption(next);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_HEADER[next]);
      await expect(page).toHaveTitle(pageTitle(next, '/'));
      const menu = page.getByRole('banner').getByRole('navigation', { name: texts(next).nav.label });
      await expect(menu.getByRole('link', { name: texts(next).nav.hotNews })).toBeVisible();
      await expect(menu.getByRole('button', { name: texts(next).nav.products })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('combobox', { name: texts(next).language.label })).toHaveValue(next);
      expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe(next);
      current = next;
    }
  });

  for (const [browserLocale, lang] of [
    ['zh-CN', 'cn'],
    ['en-US', 'en'],
    ['zh-TW', 'tw'],
  ] as const) {
    test.describe(`a first visit from a browser set to ${browserLocale}`, () => {
      test.use({ locale: browserLocale });

      test(`starts in ${lang} without storing a choice`, async ({ page }) => {
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_HEADER[lang]);
        await expect(page).toHaveTitle(pageTitle(lang, '/'));
        await expect(page.getByRole('banner').getByRole('link', { name: texts(lang).nav.hotNews })).toBeVisible();
        expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBeNull();
      });
    });
  }
});

test.describe('texts', () => {
  for (const lang of LANGS) {
    test(`come from i18next through react-i18next, with only the ${lang} language file downloaded`, async ({ page }) => {
      await useLanguage(page, lang);
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
      });
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('link', { name: texts(lang).nav.hotNews })).toBeVisible();
      const code = await Promise.all(scripts);
      // i18next's logger prefix and react-i18next's hint for a hook without an instance.
      expect(code.some((text) => text.includes('i18next:'))).toBe(true);
      expect(code.some((text) => text.includes('useTranslation: You will need to pass in an i18next instance'))).toBe(true);
      // A sentence only the language files hold: the page's language is there, the others are not.
      const holding = (of: Lang) => code.filter((text) => text.includes(texts(of).cart.problem.pre_order_combined)).length;
      expect(LANGS.map((of) => [of, holding(of)])).toEqual(LANGS.map((of) => [of, of === lang ? 1 : 0]));
    });
  }
});

test.describe('page titles, robots and the search engines’ links', () => {
  for (const lang of LANGS) {
    test(`every browsing route has its title in ${lang}, a description, and its address as canonical with its language versions; only search and not-found are noindex`, async ({
      page,
      request,
      baseURL,
    }) => {
      // Fourteen page loads on a shared machine.
      test.setTimeout(150_000);
      const [theme] = (await apiGet<Theme[]>(request, 'theme', lang)).filter((item) => !item.age_restricted);
      const [article] = (await apiGet<Paged<{ article_id: string; title: string }>>(request, 'article?page=1', lang)).items;
      const [product] = (await apiGet<Paged<ProductSummary>>(request, 'product?page=1', lang)).items.filter((item) => !item.age_restricted);
      expect(theme && article && product).toBeTruthy();
      // The pages of one theme, article or product are named after it.
      const named = (name: string) => `${name} | ${texts(lang).app.name}`;
      const routes: readonly (readonly [string, string])[] = [
        ['/', pageTitle(lang, '/')],
        ['/theme', pageTitle(lang, '/theme')],
        [`/theme/${theme!.theme_id}`, named(theme!.display_name)],
        ['/news-list', pageTitle(lang, '/news-list')],
        [`/news/${article!.article_id}`, named(article!.title)],
        ['/lucky-bag', pageTitle(lang, '/lucky-bag')],
        ['/product-list/all', pageTitle(lang, '/product-list/:category_id')],
        ['/search?keyword=x', pageTitle(lang, '/search')],
        [`/product/${product!.product_id}`, named(product!.display_name)],
        ['/privacy', pageTitle(lang, '/privacy')],
        ['/shipping-terms', pageTitle(lang, '/shipping-terms')],
        ['/return-policy', pageTitle(lang, '/return-policy')],
        ['/about-us', pageTitle(lang, '/about-us')],
        ['/no-such-page', pageTitle(lang, '*')],
      ];
      await useLanguage(page, lang);
      const robots = page.locator('meta[name="robots"]');
      const canonical = page.locator('link[rel="canonical"]');
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      for (const [path, title] of routes) {
        await page.goto(path);
        await expect(page, path).toHaveTitle(title);
        await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\S/);
        if (path.startsWith('/search') || path === '/no-such-page') {
          await expect(robots, path).toHaveAttribute('content', 'noindex');
          await expect(robots, path).toHaveCount(1);
          await expect(canonical, path).toHaveCount(0);
        } else {
          await expect(robots, path).toHaveCount(0);
          const address = new URL(path, baseURL).toString();
          // The address without ?lang= (the shopper's own language) is its own canonical: the x-default version.
          await expect(canonical, path).toHaveAttribute('href', address);
          await expect
            .poll(() =>
              alternates.evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)),
            )
            .toEqual([`zh-TW ${address}?lang=tw`, `zh-CN ${address}?lang=cn`, `en ${address}?lang=en`, `x-default ${address}`]);
        }
      }
      // Client-side navigation updates the head: from the noindex not-found page back home.
      await page.getByRole('link', { name: texts(lang).notFound.backHome }).click();
      await expect(page).toHaveTitle(pageTitle(lang, '/'));
      await expect(robots).toHaveCount(0);
      await expect(canonical).toHaveAttribute('href', new URL('/', baseURL).toString());
    });
  }

  test('/home redirects to /', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(pageTitle('tw', '/'));
  });
});

test.describe('footer', () => {
  test('the support address is an e-mail link and the business hours are shown', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const mail = footer.locator('a[href^="mailto:"]');
    await expect(mail).toHaveCount(1);
    const address = (await mail.getAttribute('href'))!.slice('mailto:'.length);
    await expect(mail).toHaveText(address);
    const [before] = tw.footer.supportEmail.split('{email}');
    await expect(footer.getByText(`${before}${address}`)).toBeVisible();
    await expect(footer.getByText(tw.footer.businessHours)).toBeVisible();
  });

  test('partner and social links open new tabs without a handle on the shop, and record a click', async ({ page, context }) => {
    // Other sites are not reached from here: their tabs open on an empty answer.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ body: '' }));
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links = [
      { name: tw.footer.partnerSite, contentType: 'footer_partners', id: (href: string) => href },
      { name: tw.footer.facebook, contentType: 'footer_follow_us', id: () => 'facebook' },
      { name: tw.footer.instagram, contentType: 'footer_follow_us', id: () => 'instagram' },
    ];
    for (const { name, contentType, id } of links) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      const href = (await link.getAttribute('href'))!;
      const opened = context.waitForEvent('page');
      await link.click();
      const tab = await opened;
      expect(tab.url()).toBe(href);
      await tab.close();
      expect(await dataLayerCommands(page)).toContainEqual([
        'event',
        'select_content',
        expect.objectContaining({ content_type: contentType, content_id: id(href) }),
      ]);
    }
    // The partner site is the one of the interface language.
    const partner = footer.getByRole('link', { name: new RegExp(`^${tw.footer.partnerSite}`) });
    const twPartner = await partner.getAttribute('href');
    await page.getByRole('banner').getByRole('combobox', { name: tw.language.label }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const enPartner = await page
      .getByRole('contentinfo')
      .getByRole('link', { name: new RegExp(`^${texts('en').footer.partnerSite}`) })
      .getAttribute('href');
    expect(enPartner).not.toBe(twPartner);
  });

  test('the policy links lead to their pages and record select_content', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, path, id] of [
      [tw.footer.privacy, '/privacy', 'privacy'],
      [tw.footer.shippingTerms, '/shipping-terms', 'shipping'],
      [tw.footer.returnPolicy, '/return-policy', 'return'],
    ] as const) {
      await footer.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(await dataLayerCommands(page)).toContainEqual([
        'event',
        'select_content',
        expect.objectContaining({ content_type: 'footer_terms', content_id: id }),
      ]);
    }
    await footer.getByRole('link', { name: tw.footer.aboutUs }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

test.describe('age gate', () => {
  for (const lang of LANGS) {
    test(`an adults-only product is veiled in lists and search (picture blurred, name kept) until the age gate is passed, in ${lang}`, async ({
      page,
      request,
    }) => {
      const products = (await apiGet<Paged<ProductSummary>>(request, 'product?page=1&page_size=100', lang)).items;
      const restricted = products.find((item) => item.age_restricted);
      const open = products.find((item) => !item.age_restricted && item.category_id === restricted?.category_id);
      expect(restricted && open).toBeTruthy();
      await useLanguage(page, lang);
      const cardOf = (product: ProductSummary) => page.getByRole('main').locator(`a[href="/product/${product.product_id}"]`);
      const blurred = (product: ProductSummary) =>
        cardOf(product)
          .locator('img')
          .evaluate((image) => getComputedStyle(image).filter);

      for (const list of [`/product-list/${restricted!.category_id}`, `/search?keyword=${encodeURIComponent(restricted!.display_name)}`]) {
        await page.goto(list);
        await expect(cardOf(restricted!), list).toContainText(restricted!.display_name);
        await expect(cardOf(restricted!), list).toHaveAccessibleName(new RegExp(`^${texts(lang).theme.adultsOnly} `));
        expect(await blurred(restricted!), list).toMatch(/^blur\(/);
        if (list.startsWith('/product-list')) expect(await blurred(open!)).toBe('none');
      }

      await cardOf(restricted!).click();
      await page
        .getByRole('dialog', { name: texts(lang).ageGate.title })
        .getByRole('button', { name: texts(lang).ageGate.enter })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: restricted!.display_name })).toBeVisible();
      await page.goBack();
      await expect(cardOf(restricted!)).toContainText(restricted!.display_name);
      await expect(cardOf(restricted!)).not.toHaveAccessibleName(new RegExp(texts(lang).theme.adultsOnly));
      expect(await blurred(restricted!)).toBe('none');
    });
  }

  test('an adults-only product asks first: Leave goes back, Enter shows it for the rest of the session', async ({ page, request }) => {
    const products = (await apiGet<Paged<ProductSummary>>(request, 'product?page=1&page_size=50')).items;
    const restricted = products.find((item) => item.age_restricted);
    expect(restricted).toBeTruthy();
    const gate = page.getByRole('dialog', { name: tw.ageGate.title });

    // Opened directly, Leave has no page to go back to: it goes home.
    await page.goto(`/product/${restricted!.product_id}`);
    await expect(gate).toBeVisible();
    await expect(gate).toContainText(tw.ageGate.question);
    await expect(page.getByRole('heading', { level: 1, name: restricted!.display_name })).toHaveCount(0);
    await gate.getByRole('button', { name: tw.ageGate.leave }).click();
    await expect(page).toHaveURL(/\/$/);

    // From the list it was chosen in, Leave goes back to the list.
    const list = `/product-list/${restricted!.category_id}`;
    const card = page.getByRole('main').locator(`a[href="/product/${restricted!.product_id}"]`);
    await page.goto(list);
    await card.click();
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: tw.ageGate.leave }).click();
    await expect(page).toHaveURL(new RegExp(`${list}$`));

    await card.click();
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: tw.ageGate.enter }).click();
    await expect(gate).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: restricted!.display_name })).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('ageVerified'))).toBe('true');

    // The session remembers: a reload asks no more.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: restricted!.display_name })).toBeVisible();
    await expect(gate).toHaveCount(0);
  });

  test('Leave on an adults-only page whose address was typed goes back to the page before; a tab opened on it goes home', async ({
    page,
    context,
    request,
  }) => {
    const products = (await apiGet<Paged<ProductSummary>>(request, 'product?page=1&page_size=50')).items;
    const restricted = products.find((item) => item.age_restricted);
    expect(restricted).toBeTruthy();
    const address = `/product/${restricted!.product_id}`;
    const leave = async (tab: Page) => {
      const gate = tab.getByRole('dialog', { name: tw.ageGate.title });
      await expect(gate).toBeVisible();
      await gate.getByRole('button', { name: tw.ageGate.leave }).click();
    };

    // The list, then the product's address typed into the same tab: a page load, not a link of the app.
    await page.goto('/product-list/all');
    await expect(page.getByRole('main')).toBeVisible();
    await page.goto(address);
    await leave(page);
    await expect(page).toHaveURL(/\/product-list\/all$/);

    // A reload of the typed address keeps the page before it.
    await page.goto(address);
    await page.reload();
    await leave(page);
    await expect(page).toHaveURL(/\/product-list\/all$/);

    // A new tab opened on the product has no page before it, even once it has one after it.
    const tab = await context.newPage();
    await tab.goto(address);
    await tab.goto('/about-us');
    await tab.goBack();
    await expect(tab).toHaveURL(new RegExp(`${address}$`));
    await leave(tab);
    await expect(tab).toHaveURL((url) => url.pathname === '/');
    await tab.close();
  });
});

test.describe('API calls', () => {
  test('every call carries spec 7’s headers: os Web, the locale, from false on this shop’s domain, the website', async ({ page }) => {
    // The page's fetches of the API; its pictures are also served under /v1/, as plain image requests.
    const calls: Record<string, string>[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' && new URL(request.url()).pathname.startsWith('/v1/')) calls.push(request.headers());
    });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: texts('tw').nav.hotNews })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(calls.length).toBeGreaterThan(0);
    const host = new URL(page.url()).host;
    for (const headers of calls) {
      expect(headers).toMatchObject({ os: 'Web', locale: 'zh-TW', from: 'false', website: host });
    }
  });
});
