import { missingTools } from './missing-tools';

describe('what a fresh machine lacks for npm test', () => {
  const every = () => true;
  const only =
    (...layers: string[]) =>
    (layer: string) =>
      layers.includes(layer);

  it('names Java and Chromium, each once with how to get it, when the layers need them', () => {
    const problems = missingTools(every, { java: false, chromium: false });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/Java 17.*apt-get install default-jdk-headless/);
    expect(problems[1]).toMatch(/Chromium at \/usr\/bin\/chromium.*apt-get install chromium/);
  });

  it('asks nothing of layers that do not need it', () => {
    expect(missingTools(only('lint', 'types', 'unit'), { java: false, chromium: false })).toEqual([]);
    expect(missingTools(only('integration'), { java: true, chromium: false })).toEqual([]);
    expect(missingTools(every, { java: true, chromium: true })).toEqual([]);
  });
});
