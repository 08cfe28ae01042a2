import { requiredMessage } from '../i18n/form-text';
import { MESSAGES } from '../messages';
import { emailSchema, nameSchema, numberStringSchema, optionalField, phoneSchema, required, requiredString } from './field-schemas';
import { validateConfirmPassword, validateEmail, validateName, validateNumber, validatePassword, validatePhone, validateRequired } from './validators';

describe('the spec’s messages, word for word', () => {
  it.each([
    [MESSAGES.invalidEmail, 'Invalid E-mail'],
    [MESSAGES.invalidPassword, 'Minimum eight characters, at least one uppercase letter, one lowercase letter and one number'],
    [MESSAGES.confirmPassword, 'Please confirm your password'],
    [MESSAGES.passwordMismatch, 'The passwords that you entered do not match!'],
    [MESSAGES.invalidPhone, 'Invalid phone number'],
    [MESSAGES.invalidNumber, 'Invalid number'],
    [MESSAGES.invalidName, 'Invalid name'],
    [requiredMessage('email'), 'Please input your E-mail'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

describe('e-mail', () => {
  it('accepts an address and stores it trimmed and lower-cased', () => {
    expect(validateEmail('ana@club.se')).toBeUndefined();
    expect(emailSchema.parse('  Ana.Berg@Club.SE ')).toBe('ana.berg@club.se');
  });

  it.each(['ana', 'ana@', '@club.se', 'ana@club', 'ana berg@club.se', '', 42, undefined])('refuses %p with "Invalid E-mail"', (value) => {
    expect(validateEmail(value)).toBe('Invalid E-mail');
  });
});

describe('required fields', () => {
  it.each([undefined, null, '', '   '])('%p asks for the field by name', (value) => {
    expect(validateRequired(value, 'teamName')).toBe('Please input your Team name');
  });

  it('is satisfied by any text', () => expect(validateRequired('U12 Blue', 'teamName')).toBeUndefined());

  it('says "Please input" for a blank required e-mail, and "Invalid E-mail" only for a wrong one', () => {
    const schema = required(emailSchema, 'email');
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe('Please input your E-mail');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Please input your E-mail');
    expect(schema.safeParse('ana@').error?.issues[0]?.message).toBe('Invalid E-mail');
    expect(schema.parse(' ANA@club.se')).toBe('ana@club.se');
  });

  it('trims a required plain text', () => {
    expect(requiredString('division').parse('  Boys U12 ')).toBe('Boys U12');
    expect(requiredString('division').safeParse('').error?.issues[0]?.message).toBe('Please input your Division');
  });
});

describe('password', () => {
  it.each(['Abcdefg1', 'Secret123', 'Pa55word with spaces!', 'ÅÄÖabcD9'])('accepts %p', (value) => {
    expect(validatePassword(value)).toBeUndefined();
  });

  it.each([
    ['too short', 'Abcde1'],
    ['seven characters', 'Abcdef1'],
    ['no uppercase', 'abcdefg1'],
    ['no lowercase', 'ABCDEFG1'],
    ['no digit', 'Abcdefgh'],
    ['only a non-ASCII uppercase', 'Ébcdefg1'],
  ])('refuses a password with %s', (_, value) => {
    expect(validatePassword(value)).toBe(MESSAGES.invalidPassword);
  });
});

describe('confirm password, field by field', () => {
  it('asks to confirm when the second field is empty', () => {
    expect(validateConfirmPassword('Secret123', '')).toBe('Please confirm your password');
    expect(validateConfirmPassword('Secret123', undefined)).toBe('Please confirm your password');
  });

  it('says the passwords differ', () => {
    expect(validateConfirmPassword('Secret123', 'Secret124')).toBe('The passwords that you entered do not match!');
  });

  it('is satisfied by the same password', () => expect(validateConfirmPassword('Secret123', 'Secret123')).toBeUndefined());
});

describe('phone', () => {
  it.each(['555-123-4567', '(555) 123-4567', '(555)123-4567', '+1 555 123 4567', '+1-555-123-4567', '+1 (555) 123-4567', '555.123.4567', '5551234567', '+15551234567', ' 555 123 4567 '])(
    'accepts %p',
    (value) => expect(validatePhone(value)).toBeUndefined(),
  );

  it.each(['555-1234', '+44 555 123 4567', '+2 555 123 4567', '(555 123 4567', '555) 123 4567', '555--123-4567', '55a-123-4567', '555-123-45678', ''])(
    'refuses %p with "Invalid phone number"',
    (value) => expect(validatePhone(value)).toBe('Invalid phone number'),
  );

  it('is optional in forms: blank means no phone, a wrong one is still refused', () => {
    const schema = optionalField(phoneSchema);
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('(555) 123-4567')).toBe('(555) 123-4567');
    expect(schema.safeParse('123').error?.issues[0]?.message).toBe('Invalid phone number');
  });
});

describe('number', () => {
  it.each(['0', '7', '1234567890'])('accepts %p', (value) => expect(validateNumber(value)).toBeUndefined());
  it.each(['', '-1', '1.5', '12a', '1 000', '١٢'])('refuses %p with "Invalid number"', (value) => {
    expect(validateNumber(value)).toBe('Invalid number');
  });
  it('keeps the digits as text (leading zeros matter in registration numbers)', () => {
    expect(numberStringSchema.parse('007')).toBe('007');
  });
});

describe('name', () => {
  it.each(['Ana', 'Ana Berg', 'José Núñez', 'Åsa Öberg', 'Zoë Ægir', 'Jos\u0065\u0301', 'Дмитрий Иванов', "Jean-Luc O'Brien", 'O’Neill', 'J. R. Smith', '李小龍', 'محمد صلاح'])(
    'accepts %p',
    (value) => {
      expect(validateName(value)).toBeUndefined();
    },
  );

  it.each(['Ana2', 'Ana_Berg', 'Ana@Berg', '   ', '', "'Neill", '-Luc', '.Ana', 'Ana!'])('refuses %p with "Invalid name"', (value) => {
    expect(validateName(value)).toBe('Invalid name');
  });

  it('trims surrounding spaces', () => expect(nameSchema.parse('  Ana Berg ')).toBe('Ana Berg'));
});
