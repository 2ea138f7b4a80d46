import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '@storefront/domain';
import { footerLabels, shopName, storyLink } from '../shell-stories/story-support.js';
import { Footer } from './Footer.js';

const partnerUrls: Record<Locale, string> = {
  tw: 'https://partners.example.com/zh-TW',
  cn: 'https://partners.example.com/zh-CN',
  en: 'https://partners.example.com/en',
};

/** Keeps a click on a new-tab link from opening a tab while the story test runs. */
function stayHere(link: HTMLElement): HTMLElement {
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  return link;
}

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    shopName: 'Storefront',
    locale: 'tw',
    supportEmail: 'service@storefront.example',
    partnerUrls,
    facebookUrl: 'https://www.facebook.com/storefront.example',
    instagramUrl: 'https://www.instagram.com/storefront.example',
    onTermsClick: fn(),
    onFollowClick: fn(),
    onPartnersClick: fn(),
    renderLink: storyLink,
  },
  argTypes: {
    locale: { control: false, description: 'Set from the toolbar' },
    shopName: { control: false, description: 'The shop name (app.name) in the toolbar locale' },
    renderLink: { control: false },
  },
  render: (args) => <Footer {...args} shopName={shopName(args.locale)} labels={footerLabels(args.locale)} />,
} satisfies Meta<typeof Footer>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Desktop: the five sections side by side, then the copyright line. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ args, canvas }) => {
    const text = footerLabels(args.locale);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([text.about, text.shopping, text.contact, text.partners, text.follow]);
    await expect(canvas.getByRole('link', { name: text.aboutUs })).toHaveAttribute('href', '/about-us');
    await expect(canvas.getByText(text.businessHours)).toBeVisible();

    const email = canvas.getByRole('link', { name: 'service@storefront.example' });
    await expect(email).toHaveAttribute('href', 'mailto:service@storefront.example');
    const [before] = text.supportEmail.split('{email}');
    await expect(email.parentElement).toHaveTextContent(`${before}service@storefront.example`);
  },
};

/** Policy links stay in the shop and report which policy was clicked. */
export const TermsClicks: Story = {
  play: async ({ args, canvas }) => {
    const text = footerLabels(args.locale);
    const links = [
      [text.privacy, '/privacy', 'privacy'],
      [text.shippingTerms, '/shipping-terms', 'shipping'],
      [text.returnPolicy, '/return-policy', 'return'],
    ] as const;
    for (const [name, href, terms] of links) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).not.toHaveAttribute('target');
      await userEvent.click(link);
      await expect(args.onTermsClick).toHaveBeenLastCalledWith(terms);
    }
    await expect(args.onTermsClick).toHaveBeenCalledTimes(3);
  },
};

/** The partner site of the toolbar's language and the social links open in a new tab, say so, and report the click. */
export const NewTabLinks: Story = {
  play: async ({ args, canvas }) => {
    const text = footerLabels(args.locale);
    const external = [
      [text.partnerSite, partnerUrls[args.locale]],
      [text.facebook, 'https://www.facebook.com/storefront.example'],
      [text.instagram, 'https://www.instagram.com/storefront.example'],
    ] as const;
    for (const [name, href] of external) {
      const link = canvas.getByRole('link', { name: `${name} ${text.newTab}` });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await userEvent.click(stayHere(canvas.getByRole('link', { name: `${text.partnerSite} ${text.newTab}` })));
    await expect(args.onPartnersClick).toHaveBeenCalledOnce();
    await userEvent.click(stayHere(canvas.getByRole('link', { name: `${text.facebook} ${text.newTab}` })));
    await expect(args.onFollowClick).toHaveBeenLastCalledWith('facebook');
    await userEvent.click(stayHere(canvas.getByRole('link', { name: `${text.instagram} ${text.newTab}` })));
    await expect(args.onFollowClick).toHaveBeenLastCalledWith('instagram');
  },
};

/** Phone: the sections one under another; every link reachable by Tab. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas }) => {
    const text = footerLabels(args.locale);
    const [about, shopping] = canvas.getAllByRole('heading', { level: 2 });
    await expect(shopping?.getBoundingClientRect().top).toBeGreaterThan(about?.getBoundingClientRect().bottom ?? 0);

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: text.aboutUs })).toHaveFocus();
    for (let step = 0; step < 7; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: `${text.instagram} ${text.newTab}` })).toHaveFocus();
  },
};
