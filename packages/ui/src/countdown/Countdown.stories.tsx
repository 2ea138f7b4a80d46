import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { isSupportedLocale } from '@storefront/domain';
import { createI18n } from '@storefront/i18n';
import { Countdown, type CountdownLabels } from './Countdown.js';

function labels(locale: unknown): CountdownLabels {
  const { t } = createI18n(isSupportedLocale(locale) ? locale : undefined);
  return {
    label: t('payment.deadline.label'),
    minutesLeft: (minutes) => t('payment.deadline.minutesLeft', { minutes }),
    expired: t('payment.deadline.expired'),
  };
}

/** The countdown with the time it runs to set when the story opens, and what the page does once it ends. */
function Demo({ inMs, locale }: { readonly inMs: number; readonly locale: unknown }) {
  const [until] = useState(() => Date.now() + inMs);
  const [ended, setEnded] = useState(false);
  const text = labels(locale);
  return (
    <>
      <Countdown until={until} labels={text} onExpire={() => setEnded(true)} />
      {ended ? <p>{text.expired}</p> : null}
    </>
  );
}

const meta = {
  title: 'Overlays/Countdown',
  component: Countdown,
  args: { until: 0 },
  argTypes: { until: { control: false, description: 'Set by each story from the time it opens' } },
} satisfies Meta<typeof Countdown>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Half an hour left, as a member's order has after checkout: mm:ss, ticking each second. */
export const HalfAnHour: Story = {
  render: (_args, { globals }) => <Demo inMs={30 * 60_000} locale={globals['locale']} />,
  play: async ({ canvas, globals }) => {
    const timer = canvas.getByRole('timer', { name: labels(globals['locale']).label });
    await expect(timer.textContent).toMatch(/(30:00|29:5\d)$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
    await expect(canvas.getByRole('status').textContent).toBe('');
  },
};

/** More than an hour left (a longer window): hh:mm:ss. */
export const Hours: Story = {
  render: (_args, { globals }) => <Demo inMs={2 * 3_600_000 + 5 * 60_000} locale={globals['locale']} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer').textContent).toMatch(/02:0[45]:\d\d$/);
  },
};

/** Three seconds left: it stops at 00:00, the live region says the time is up and the page shows its expired state. */
export const Expiring: Story = {
  render: (_args, { globals }) => <Demo inMs={3_000} locale={globals['locale']} />,
  play: async ({ canvas, globals }) => {
    const { expired } = labels(globals['locale']);
    await waitFor(() => expect(canvas.getByRole('status').textContent).toBe(expired), { timeout: 5000 });
    await expect(canvas.getByRole('timer').textContent).toMatch(/00:00$/);
    await expect(canvas.getByText(expired, { selector: 'p' })).toBeVisible();
  },
};
