import { Input, type InputProps } from 'antd';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import { numberPattern, numberProblem, parseTyped, type NumberFieldValue, type NumberShape } from './number-rule';

/*
 * Spec §5's number rule on screen: 'Invalid number' for anything but digits. antd's InputNumber drops a
 * letter without a word, so a person never learns the rule; this box keeps what was typed and says so.
 * Defined once here: `NumberField` (inside a Form.Item, with `numberRule`) and `StandaloneNumberField`
 * (a box outside a form, which shows its own message).
 */

export { numberRule } from './number-rule';

const MAX_TYPED = 32;

export interface NumberFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'step'>, NumberShape {
  value?: NumberFieldValue | undefined;
  onChange?: ((value: NumberFieldValue) => void) | undefined;
  /** Bounds a number is brought inside when the box is left (as InputNumber did); the schemas still check them. */
  min?: number | undefined;
  max?: number | undefined;
}

/** A text box for a whole number: a numeric keyboard on phones, the typed text kept so a letter can be refused in words. */
export function NumberField({ value, onChange, min, max, signed, decimals, onBlur, className, ...rest }: NumberFieldProps) {
  const shape = { signed, decimals };
  const shown = value === null || value === undefined ? '' : String(value);
  const [text, setText] = useState(shown);
  // A value set from outside (a reset, a quick button) replaces the text unless it already says that.
  useEffect(() => {
    setText((current) => (parseTyped(current, { signed, decimals }) === (value ?? null) ? current : shown));
  }, [shown, value, signed, decimals]);

  const change = (next: string) => {
    setText(next);
    onChange?.(parseTyped(next, shape));
  };
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const parsed = parseTyped(text, shape);
    if (typeof parsed === 'number') {
      const bounded = Math.min(max ?? parsed, Math.max(min ?? parsed, parsed));
      if (bounded !== parsed || String(bounded) !== text) change(String(bounded));
    }
    onBlur?.(event);
  };

  return (
    <Input
      inputMode={decimals ? 'decimal' : 'numeric'}
      pattern={numberPattern(shape).source.slice(1, -1)}
      autoComplete="off"
      maxLength={MAX_TYPED}
      {...rest}
      className={className ? `ps-number-field ${className}` : 'ps-number-field'}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={leave}
    />
  );
}

export interface StandaloneNumberFieldProps extends Omit<NumberFieldProps, 'value' | 'onChange' | 'id'> {
  id: string;
  value: number | null;
  /** Only numbers or null (empty, or text that is not a number while its message shows). */
  onChange: (value: number | null) => void;
}

/** A NumberField outside a form: it shows the rule's message itself, tied to the box by aria-describedby. */
export function StandaloneNumberField({ id, value, onChange, ...rest }: StandaloneNumberFieldProps) {
  const errorId = `${useId()}-error`;
  const [typed, setTyped] = useState<NumberFieldValue>(value);
  // A number set from outside (a quick button) replaces whatever was typed; the null we sent back does not.
  useEffect(() => {
    if (value !== null) setTyped(value);
  }, [value]);
  const problem = numberProblem(typed);
  return (
    <>
      <NumberField
        {...rest}
        id={id}
        value={typeof typed === 'string' ? typed : value}
        onChange={(next) => {
          setTyped(next);
          onChange(typeof next === 'number' ? next : null);
        }}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
      <div id={errorId} className="ps-number-error" aria-live="polite">
        {problem}
      </div>
    </>
  );
}
