import { createPlayerInputSchema, numberStringSchema, updatePlayerInputSchema } from '@pitchside/shared';
import * as z from 'zod';

export interface PlayerValues {
  name: string;
  registrationId: string;
  /** As typed: the number rule (digits only) is checked on it, not on what a number input would make of it. */
  jerseyNumber: string;
  position: string;
  dateOfBirth: string;
}

const blank = (text: string) => text.trim() === '';

/** Digits become the number the API takes; anything else goes as typed, so the API's schema answers 'Invalid number'. */
function jersey(text: string): number | string {
  const digits = numberStringSchema.safeParse(text);
  return digits.success ? Number(digits.data) : text;
}

/** Form values → the add input: blank optional fields are left out. */
export function addInput(values: PlayerValues) {
  return {
    name: values.name,
    ...(blank(values.registrationId) ? {} : { registrationId: values.registrationId }),
    ...(blank(values.jerseyNumber) ? {} : { jerseyNumber: jersey(values.jerseyNumber) }),
    ...(blank(values.position) ? {} : { position: values.position }),
    ...(blank(values.dateOfBirth) ? {} : { dateOfBirth: values.dateOfBirth }),
  };
}

/**
 * Form values → the edit input: a field emptied is cleared (null). The name is sent only when it changed,
 * so a name stored before today's name rule (an old import's 'Ana 2') does not block editing the rest.
 */
export function editInput(values: PlayerValues, storedName: string) {
  return {
    ...(values.name.trim() === storedName ? {} : { name: values.name }),
    registrationId: blank(values.registrationId) ? null : values.registrationId,
    jerseyNumber: blank(values.jerseyNumber) ? null : jersey(values.jerseyNumber),
    position: blank(values.position) ? null : values.position,
    dateOfBirth: blank(values.dateOfBirth) ? null : values.dateOfBirth,
  };
}

/** The form validates with the API's schemas, on the values the API will get. */
export const addFormSchema = z.preprocess((values) => addInput(values as PlayerValues), createPlayerInputSchema);
export const editFormSchemaFor = (storedName: string) => z.preprocess((values) => editInput(values as PlayerValues, storedName), updatePlayerInputSchema);
