import { type InferType, object, string } from 'yup';
import { confirmPasswordField, emailField, passwordField, verificationCodeField } from './fields.js';
import { validationMessage } from './messages.js';

/** Login by email: the password is only required here, its rules are the server's to judge for existing accounts. */
export const loginSchema = object({
  account: emailField(),
  password: string().required(validationMessage('validation.required', { label: 'field.password' })),
});

/** Register, first step: the email and the 6-digit code sent to it (the password follows in setPasswordSchema). */
export const registerSchema = object({
  account: emailField(),
  verification_code: verificationCodeField(),
});

/** Set password, completing registration (/set-password): the password account/register takes, typed twice. */
export const setPasswordSchema = object({
  password: passwordField(),
  confirm_password: confirmPasswordField(),
});

/** Forgot password: the email the reset link is sent to. */
export const forgotPasswordSchema = object({
  account: emailField(),
});

/** Reset password from the emailed link: a new password and its confirmation. */
export const resetPasswordSchema = object({
  new_password: passwordField(),
  confirm_password: confirmPasswordField('new_password'),
});

/** Change password while logged in (/member/password): the old password, then a new one typed twice. */
export const changePasswordSchema = object({
  old_password: string().required(validationMessage('validation.required', { label: 'field.oldPassword' })),
  new_password: passwordField(),
  confirm_password: confirmPasswordField('new_password'),
});

/** Values of the login form. */
export type LoginValues = InferType<typeof loginSchema>;
/** Values of the register form. */
export type RegisterValues = InferType<typeof registerSchema>;
/** Values of the set-password form. */
export type SetPasswordValues = InferType<typeof setPasswordSchema>;
/** Values of the forgot-password form. */
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
/** Values of the reset-password form. */
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
/** Values of the change-password form. */
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
