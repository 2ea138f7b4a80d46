// The forms components of the kit; re-exported by src/index.ts.
export {
  AddressFields,
  type AddressArea,
  type AddressFieldName,
  type AddressFieldsLabels,
  type AddressFieldsProps,
  type AddressRegion,
} from '../address-fields/AddressFields.js';
export {
  Button,
  type ButtonAsButtonProps,
  type ButtonAsLinkProps,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from '../button/Button.js';
export { Checkbox, type CheckboxProps } from '../checkbox/Checkbox.js';
export { CustomsIdField, type CustomsIdFieldLabels, type CustomsIdFieldProps } from '../customs-id-field/CustomsIdField.js';
export { FormField, type FormFieldControlProps, type FormFieldProps } from '../form-field/FormField.js';
export type { TranslateError } from '../form-field/form-error-text.js';
export { IconButton, type IconButtonProps } from '../icon-button/IconButton.js';
export { Container, type ContainerProps, type ContainerSize } from '../layout/Container.js';
export { Grid, type GridProps } from '../layout/Grid.js';
export { Inline, type InlineProps } from '../layout/Inline.js';
export { type LayoutElement, type Space } from '../layout/space.js';
export { Stack, type StackProps } from '../layout/Stack.js';
export { PasswordField, type PasswordFieldLabels, type PasswordFieldProps } from '../password-field/PasswordField.js';
export { QuantityStepper, type QuantityStepperLabels, type QuantityStepperProps } from '../quantity-stepper/QuantityStepper.js';
export { RadioGroup, type RadioGroupProps, type RadioOption } from '../radio-group/RadioGroup.js';
export { Select, type SelectOption, type SelectProps } from '../select/Select.js';
export { TextField, type TextFieldProps } from '../text-field/TextField.js';
