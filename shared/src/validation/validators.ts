import type { z } from 'zod';
import { issueMessage, requiredMessage, type RequiredField } from '../i18n/form-text';
import { MESSAGES } from '../messages';
import { emailSchema, nameSchema, numberStringSchema, passwordSchema, phoneSchema } from './field-schemas';

/** The first message a schema gives for a value, or undefined when the value is valid. */
export function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue && issueMessage(issue);
}

export const validateEmail = (value: unknown): string | undefined => firstError(emailSchema, value);
export const validatePassword = (value: unknown): string | undefined => firstError(passwordSchema, value);
export const validatePhone = (value: unknown): string | undefined => firstError(phoneSchema, value);
export const validateNumber = (value: unknown): string | undefined => firstError(numberStringSchema, value);
export const validateName = (value: unknown): string | undefined => firstError(nameSchema, value);

/** 'Please input your ${name}' for undefined, null, and strings that are blank once trimmed. */
export function validateRequired(value: unknown, field: RequiredField): string | undefined {
  const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return blank ? requiredMessage(field) : undefined;
}

/** The confirm-password field on its own, for forms that validate field by field. */
export function validateConfirmPassword(password: unknown, confirmation: unknown): string | undefined {
  if (typeof confirmation !== 'string' || confirmation === '') return MESSAGES.confirmPassword;
  return confirmation === password ? undefined : MESSAGES.passwordMismatch;
}
