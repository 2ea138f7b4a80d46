import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { headerLabels, storyLocale } from '../shell-stories/story-support.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';

const meta = {
  title: 'Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { value: 'tw', onChange: fn() },
  argTypes: { value: { control: false, description: 'Set from the toolbar' } },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return <LanguageSwitcher {...args} value={locale} labels={headerLabels(locale)} />;
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The toolbar's language selected; each language listed in its own language. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const locale = storyLocale(globals);
    const select = canvas.getByRole('combobox', { name: headerLabels(locale).languageLabel });
    await expect(select).toHaveValue(locale);
    const options = canvas.getAllByRole('option').map((option) => [option.textContent, option.lang]);
    await expect(options).toEqual([
      ['繁體中文', 'zh-TW'],
      ['简体中文', 'zh-CN'],
      ['English', 'en'],
    ]);

    const other = locale === 'en' ? 'cn' : 'en';
    await userEvent.selectOptions(select, other);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(other);
  },
};

/** While the app switches: the select is disabled and the switch is announced. */
export const Switching: Story = {
  args: { switching: true },
  play: async ({ canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    await expect(canvas.getByRole('combobox', { name: text.languageLabel })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(text.switching);
  },
};

/** On a phone, as the drawer shows it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    const select = canvas.getByRole('combobox', { name: headerLabels(storyLocale(globals)).languageLabel });
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
