import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { headerLabels, storyLocale } from '../shell-stories/story-support.js';
import { SearchBox } from './SearchBox.js';

const meta = {
  title: 'Shell/SearchBox',
  component: SearchBox,
  args: { onSearch: fn(), suggestions: ['東方美人茶', '鐵觀音'] },
  render: (args, { globals }) => <SearchBox {...args} labels={headerLabels(storyLocale(globals))} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The first keyword suggestion is the placeholder; Enter searches the trimmed keyword and empties the box. */
export const Suggested: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    await expect(canvas.getByRole('search')).toBeVisible();
    const field = canvas.getByRole('searchbox', { name: text.searchLabel });
    await expect(field).toHaveAttribute('placeholder', '東方美人茶');

    await userEvent.type(field, '  凍頂烏龍  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('凍頂烏龍');
    await expect(field).toHaveValue('');
  },
};

/** No suggestion yet: the default placeholder; the search button submits too. */
export const DefaultPlaceholder: Story = {
  args: { suggestions: [] },
  play: async ({ args, canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    const field = canvas.getByRole('searchbox', { name: text.searchLabel });
    await expect(field).toHaveAttribute('placeholder', text.searchPlaceholder);

    await userEvent.type(field, 'oolong');
    await userEvent.click(canvas.getByRole('button', { name: text.searchSubmit }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('oolong');
    await expect(field).toHaveValue('');
  },
};

/** A blank keyword is not searched: what was typed stays, and the box says what to type instead. */
export const Blank: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    const field = canvas.getByRole('searchbox', { name: text.searchLabel });

    await userEvent.click(canvas.getByRole('button', { name: text.searchSubmit }));
    await expect(canvas.getByRole('status')).toHaveTextContent(text.searchBlank);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription(text.searchBlank);
    await userEvent.type(field, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(field).toHaveValue('   ');
  },
};

/** On a phone, as the drawer shows it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    const field = canvas.getByRole('searchbox', { name: text.searchLabel });
    // 16 px at least, or iOS Safari zooms the page when the field takes focus.
    await expect(Number.parseFloat(getComputedStyle(field).fontSize)).toBeGreaterThanOrEqual(16);
  },
};
