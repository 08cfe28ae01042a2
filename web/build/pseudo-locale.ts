import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
type Catalog = Record<string, string>;

/**
 * The pseudo-locale `en-XA`: every message accented, a third longer and between ⟦ ⟧, placeholders and
 * ICU syntax kept. A screen in it shows at a glance which text did not come from a catalog (plain ASCII
 * without brackets) and which layouts break with longer words — the e2e run in this mode fails on the first.
 */
const ACCENTS: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

function accent(text: string): string {
  const accented = [...text].map((char) => ACCENTS[char] ?? char).join('');
  // About a third longer, as German and French run: vowels doubled.
  return accented.replace(/[áéíóúÁÉÍÓÚ]/g, (vowel, index: number) => (index % 3 === 0 ? vowel + vowel : vowel));
}

/** Accent the text of a message, never its placeholders, plural keys or tags. */
function accentLiterals(elements: MessageFormatElement[]): void {
  for (const element of elements) {
    if (element.type === TYPE.literal) element.value = accent(element.value);
    else if (element.type === TYPE.tag) accentLiterals(element.children);
    else if (element.type === TYPE.select || element.type === TYPE.plural) for (const option of Object.values(element.options)) accentLiterals(option.value);
  }
}

export function pseudoMessage(message: string): string {
  const ast = parse(message);
  accentLiterals(ast);
  return `${PSEUDO_OPEN}${printAST(ast)}${PSEUDO_CLOSE}`;
}

export function pseudoCatalog(english: Catalog): Catalog {
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoMessage(message)]));
}
