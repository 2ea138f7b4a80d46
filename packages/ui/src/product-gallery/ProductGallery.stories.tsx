import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { isSupportedLocale } from '@storefront/domain';
import { createI18n } from '@storefront/i18n';
import { ProductGallery, type ProductGalleryLabels } from './ProductGallery.js';

// The toolbar's locale; createI18n falls back to the default locale without one.
function labelsFor(globals: Readonly<Record<string, unknown>>): ProductGalleryLabels {
  const { t } = createI18n(isSupportedLocale(globals['locale']) ? globals['locale'] : undefined);
  return {
    gallery: t('product.gallery'),
    imageOf: (index, total) => t('product.imageOf', { index, total }),
    previousImage: t('product.previousImage'),
    nextImage: t('product.nextImage'),
    openFullScreen: t('product.openFullScreen'),
    fullScreen: t('product.fullScreen'),
    closeFullScreen: t('product.closeFullScreen'),
    zoomIn: t('product.zoomIn'),
    zoomOut: t('product.zoomOut'),
    carousel: t('product.carousel'),
    slide: t('product.slide'),
  };
}

// Stories run offline, so photos are inline SVG: a tinted backdrop, a figure and the view's number.
function photo(backdrop: string, figure: string, view: number): string {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800">',
    `<rect width="800" height="800" fill="${backdrop}"/>`,
    `<circle cx="400" cy="360" r="${150 + view * 20}" fill="${figure}"/>`,
    `<text x="400" y="700" font-size="80" text-anchor="middle" fill="${figure}">${view}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const IMAGES = [
  photo('#efe6f6', '#6b3fa0', 1),
  photo('#e8efe4', '#5d7a4e', 2),
  photo('#f6e7dc', '#9c4a2f', 3),
  photo('#e3e9f3', '#3f5f8f', 4),
];

const meta = {
  title: 'Catalogue/ProductGallery',
  component: ProductGallery,
  args: { images: IMAGES, alt: '仙俠奇緣 白淺 1/7 比例模型' },
  argTypes: { labels: { control: false, description: 'Set from the toolbar locale' } },
  render: (args, { globals }) => <ProductGallery {...args} labels={labelsFor(globals)} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '30rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Four views: arrow keys, Home and End move between the thumbnails and show the one they reach. */
export const Default: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const labels = labelsFor(globals);
    const main = canvas.getByRole('img', { name: '仙俠奇緣 白淺 1/7 比例模型' });
    const thumb = (index: number) => canvas.getByRole('button', { name: labels.imageOf(index, 4) });
    await expect(canvas.getByRole('group', { name: labels.gallery })).toBeVisible();
    await expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    await expect(main).toHaveAttribute('width', '800');
    // The page's main picture is fetched ahead of the thumbnails.
    await expect(main).toHaveAttribute('fetchpriority', 'high');

    // One tab stop for the thumbnails: after the image's button and the two step buttons comes the current thumbnail.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.openFullScreen })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(thumb(1)).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb(2)).toHaveFocus();
    await expect(thumb(2)).toHaveAttribute('aria-current', 'true');
    await expect(thumb(1)).not.toHaveAttribute('aria-current');
    await expect(main).toHaveAttribute('src', IMAGES[1]);

    await userEvent.keyboard('{End}');
    await expect(thumb(4)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(thumb(4)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    await expect(thumb(2)).toHaveAttribute('tabindex', '-1');
  },
};

/** The previous and next buttons over the photo step through the views, wrapping at the ends. */
export const StepButtons: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const labels = labelsFor(globals);
    const main = canvas.getByRole('img', { name: '仙俠奇緣 白淺 1/7 比例模型' });
    await userEvent.click(canvas.getByRole('button', { name: labels.nextImage }));
    await expect(main).toHaveAttribute('src', IMAGES[1]);
    await userEvent.click(canvas.getByRole('button', { name: labels.previousImage }));
    await userEvent.click(canvas.getByRole('button', { name: labels.previousImage }));
    await expect(main).toHaveAttribute('src', IMAGES[3]);
    await expect(canvas.getByRole('button', { name: labels.imageOf(4, 4) })).toHaveAttribute('aria-current', 'true');
  },
};

/** A click on a thumbnail shows that view. */
export const ThumbnailClick: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const third = canvas.getByRole('button', { name: labelsFor(globals).imageOf(3, 4) });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('img', { name: '仙俠奇緣 白淺 1/7 比例模型' })).toHaveAttribute('src', IMAGES[2]);
  },
};

/** One photo: no thumbnails and no step buttons, only the button that opens it full screen. */
export const SingleImage: Story = {
  args: { images: [IMAGES[1] ?? ''] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('img')).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: labelsFor(globals).openFullScreen })).toBeVisible();
  },
};

/** No photo yet: the square stays, so the page does not jump when photos arrive. */
export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    const stage = canvasElement.querySelector('.sf-product-gallery__stage');
    await expect(stage?.clientHeight).toBe(stage?.clientWidth);
  },
};

/** On a phone: the thumbnails scroll sideways when they do not fit. */
export const Phone: Story = {
  args: { images: [...IMAGES, ...IMAGES] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('button', { name: /./ })).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: labelsFor(globals).imageOf(8, 8) })).toBeInTheDocument();
  },
};

/** Left and right arrows also step through the photos while the image's button has focus. */
export const ArrowKeysOnImage: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const labels = labelsFor(globals);
    const main = canvas.getByRole('img', { name: '仙俠奇緣 白淺 1/7 比例模型' });
    canvas.getByRole('button', { name: labels.openFullScreen }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(main).toHaveAttribute('src', IMAGES[1]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(main).toHaveAttribute('src', IMAGES[3]);
    await expect(canvas.getByRole('button', { name: labels.imageOf(4, 4) })).toHaveAttribute('aria-current', 'true');
  },
};

/** A mouse over the photo zooms it around the pointer; leaving the photo shows it whole again. */
export const HoverZoom: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const stage = canvasElement.querySelector('.sf-product-gallery__stage');
    const main = canvas.getByRole('img', { name: '仙俠奇緣 白淺 1/7 比例模型' });
    await userEvent.hover(canvas.getByRole('button', { name: labelsFor(globals).openFullScreen }));
    await expect(stage).toHaveAttribute('data-zoomed', 'true');
    await waitFor(() => expect(getComputedStyle(main).transform).toBe('matrix(2, 0, 0, 2, 0, 0)'));
    await userEvent.unhover(canvas.getByRole('button', { name: labelsFor(globals).openFullScreen }));
    await expect(stage).not.toHaveAttribute('data-zoomed');
  },
};

/**
 * A click on the photo opens it full screen, in a dialog that takes focus; arrows move between the
 * photos there, the gallery follows, and Escape closes it with focus back on the photo's button.
 */
export const FullScreen: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const labels = labelsFor(globals);
    const open = canvas.getByRole('button', { name: labels.openFullScreen });
    await userEvent.click(canvas.getByRole('button', { name: labels.nextImage }));
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: labels.fullScreen });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The view fades in (not when the shopper prefers reduced motion).
    await waitFor(() => expect(screen.getByRole('group', { name: labels.imageOf(2, 4) })).toBeVisible());
    await expect(screen.getByRole('button', { name: labels.zoomIn })).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('group', { name: labels.imageOf(3, 4) })).not.toHaveAttribute('inert'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
    await expect(canvas.getByRole('button', { name: labels.imageOf(3, 4) })).toHaveAttribute('aria-current', 'true');
  },
};
