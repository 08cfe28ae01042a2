import { describe, expect, it } from '@jest/globals';
import { splashWords, splashWordsPlugin } from './splash-words';

describe("index.html's splash words", () => {
  it('has every language’s tagline and loading label from the public catalogs', () => {
    const words = splashWords();
    expect(Object.keys(words).sort()).toEqual(['de', 'en', 'es', 'fr', 'sv']);
    expect(words.en).toEqual({ tagline: 'Live football tournament scores', loading: 'Loading' });
    expect(words.sv?.tagline).not.toBe(words.en?.tagline);
  });

  it('writes them into the tagline as an attribute a quote in a message cannot break', () => {
    const plugin = splashWordsPlugin();
    const transform = plugin.transformIndexHtml as (html: string) => string;
    const html = transform('<div class="ps-splash"><span class="ps-splash__tagline">Live football tournament scores</span></div>');
    const attribute = /data-words='([^']*)'/.exec(html)?.[1] ?? '';
    const decoded = attribute.replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual(splashWords());
    expect(() => transform('<div>no splash</div>')).toThrow('index.html: expected');
  });

  it('refuses a catalog without the words', () => {
    expect(() => splashWords(() => ({ 'common.loading': 'Loading' }))).toThrow('splash.tagline');
  });
});
