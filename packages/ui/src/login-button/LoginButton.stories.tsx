import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { headerLabels, storyLink, storyLocale } from '../shell-stories/story-support.js';
import { LoginButton } from './LoginButton.js';

const meta = {
  title: 'Shell/LoginButton',
  component: LoginButton,
  args: { href: '/login?redirect=%2Fproduct%2Fp-1001', renderLink: storyLink },
  argTypes: { renderLink: { control: false } },
  render: (args, { globals }) => <LoginButton {...args} labels={headerLabels(storyLocale(globals))} />,
} satisfies Meta<typeof LoginButton>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The header's icon for visitors: no visible text, named Log in. */
export const Icon: Story = {
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: headerLabels(storyLocale(globals)).login });
    await expect(link).toHaveAttribute('href', '/login?redirect=%2Fproduct%2Fp-1001');
    await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

/** The drawer's full-width button with its text. */
export const Full: Story = {
  args: { variant: 'full' },
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '320px', padding: '16px', boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const text = headerLabels(storyLocale(globals));
    await expect(canvas.getByText(text.login)).toBeVisible();
    const link = canvas.getByRole('link', { name: text.login });
    await expect(link.getBoundingClientRect().width).toBe(288);
  },
};
