import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type StoryTexts, storyTexts } from '../forms-core/story-support.js';
import { QuantityStepper, type QuantityStepperLabels, type QuantityStepperProps } from './QuantityStepper.js';

function stepperLabels({ t }: StoryTexts): QuantityStepperLabels {
  return { quantity: t('quantity.label'), decrease: t('quantity.decrease'), increase: t('quantity.increase') };
}

/** The stepper holding its quantity, as a page holding it in state would. */
function StatefulStepper({ value, onChange, ...props }: QuantityStepperProps) {
  const [quantity, setQuantity] = useState(value);
  return (
    <QuantityStepper
      {...props}
      value={quantity}
      onChange={(next) => {
        setQuantity(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, min: 1, max: 5, onChange: fn() },
  render: (args, { globals }) => <StatefulStepper {...args} labels={stepperLabels(storyTexts(globals))} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;

type Story = StoryObj<typeof meta>;

/** − and + step by one within min and max; at a bound its button is dimmed and does nothing. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = stepperLabels(storyTexts(globals));
    const input = canvas.getByRole('spinbutton', { name: text.quantity });
    const decrease = canvas.getByRole('button', { name: text.decrease });
    const increase = canvas.getByRole('button', { name: text.increase });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(increase);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(input).toHaveValue('2');
    await expect(input).toHaveAttribute('aria-valuenow', '2');
    await expect(decrease).not.toHaveAttribute('aria-disabled');
    for (let step = 0; step < 4; step += 1) await userEvent.click(increase);
    await expect(input).toHaveValue('5');
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

/** The keyboard: Tab to the number, arrows step, Home and End jump to min and max. */
export const Keyboard: Story = {
  play: async ({ args, canvas, globals }) => {
    const input = canvas.getByRole('spinbutton', { name: stepperLabels(storyTexts(globals)).quantity });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('5');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('5');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** A typed quantity is kept within min and max on Enter or when the input loses focus; letters never get in. */
export const Typing: Story = {
  play: async ({ args, canvas, globals }) => {
    const input = canvas.getByRole('spinbutton', { name: stepperLabels(storyTexts(globals)).quantity });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('9{Enter}');
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);

    await userEvent.tripleClick(input);
    await userEvent.keyboard('3x');
    await expect(input).toHaveValue('3');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);

    // Emptied, then left: the quantity stays as it was.
    await userEvent.tripleClick(input);
    await userEvent.keyboard('{Backspace}');
    await userEvent.tab();
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** In a cart line: the label read to screen readers only. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, value: 2, max: 10 },
  play: async ({ canvas, globals }) => {
    const text = stepperLabels(storyTexts(globals));
    await expect(canvas.getByRole('spinbutton', { name: text.quantity })).toHaveValue('2');
    await expect(canvas.getByText(text.quantity).getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Over the stock: an error from the server under the stepper. */
export const WithError: Story = {
  render: (args, { globals }) => {
    const texts = storyTexts(globals);
    return <StatefulStepper {...args} value={5} labels={stepperLabels(texts)} error={texts.t('errors.40904')} />;
  },
  play: async ({ canvas, globals }) => {
    const texts = storyTexts(globals);
    const input = canvas.getByRole('spinbutton', { name: stepperLabels(texts).quantity });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(texts.t('errors.40904'));
  },
};

/** Disabled, e.g. for an unavailable product: nothing responds. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, globals }) => {
    const text = stepperLabels(storyTexts(globals));
    await expect(canvas.getByRole('spinbutton', { name: text.quantity })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text.increase })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: text.increase }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
