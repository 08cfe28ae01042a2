/**
 * PDF standard fonts (Helvetica) write WinAnsi (Windows-1252) only: 'ø', 'é', 'ß', 'Š' are there, 'ł',
 * 'ő', 'ș', Cyrillic, Greek or emoji are not, and pdf-lib throws on them. Every text goes through
 * `printable` first: a character the font has stays; one it lacks becomes its unaccented letter when
 * there is one ('ő' → 'o', 'ł' → 'l'), else '?'. Names stay readable; the PDF never fails on a name.
 */

/** Letters whose base letter no Unicode decomposition gives. */
const BASE_LETTERS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'n',
  Ŋ: 'N',
  ĸ: 'k',
  ſ: 's',
  ð: 'd',
  þ: 'th',
  Þ: 'Th',
  ə: 'e',
  Ə: 'E',
  ɲ: 'n',
  ʻ: "'",
  ʼ: "'",
  '′': "'",
  '″': '"',
  '‐': '-',
  '‑': '-',
  '−': '-',
  '…': '...',
};

const WHITESPACE = /[\t\n\r\v\f\u2028\u2029]/g;

export function printable(text: string, characterSet: ReadonlySet<number>): string {
  let result = '';
  for (const char of text.normalize('NFC').replace(WHITESPACE, ' ')) {
    const code = char.codePointAt(0) as number;
    if (characterSet.has(code)) {
      result += char;
      continue;
    }
    // Control characters, joiners, variation selectors and lone accents (an 'e' + U+0301 keeps its 'e').
    if (code < 0x20 || (code >= 0x7f && code < 0xa0) || /^[\p{Cf}\p{M}]$/u.test(char)) continue;
    const mapped = BASE_LETTERS[char];
    if (mapped !== undefined && [...mapped].every((part) => characterSet.has(part.codePointAt(0) as number))) {
      result += mapped;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}+/gu, '');
    if (base && base !== char && [...base].every((part) => characterSet.has(part.codePointAt(0) as number))) {
      result += base;
      continue;
    }
    result += '?';
  }
  return result;
}
