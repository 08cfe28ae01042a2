/**
 * Captures what the functions print (Powertools writes its lines straight to process.stdout) and parses
 * the JSON lines, so tests can read the logs and the embedded-format metrics a real invocation emitted.
 */
export interface CapturedOutput {
  readonly raw: string[];
  lines(): Record<string, unknown>[];
  /** Names of the metrics in the captured embedded-metric-format lines, with their values. */
  metrics(): { name: string; value: unknown; service: unknown }[];
  restore(): void;
}

export function captureOutput(): CapturedOutput {
  const raw: string[] = [];
  const streams = [process.stdout, process.stderr];
  const originals = streams.map((stream) => stream.write.bind(stream));
  for (const stream of streams) {
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      raw.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const callback = rest.find((arg): arg is () => void => typeof arg === 'function');
      callback?.();
      return true;
    }) as typeof stream.write;
  }
  const lines = () =>
    raw
      .join('')
      .split('\n')
      .filter((line) => line.trim().startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    raw,
    lines: () => lines().filter((line) => !('_aws' in line)),
    metrics: () =>
      lines()
        .filter((line) => '_aws' in line)
        .flatMap((line) => {
          const aws = line._aws as { CloudWatchMetrics: { Metrics: { Name: string }[] }[] };
          return aws.CloudWatchMetrics.flatMap((group) => group.Metrics.map((metric) => ({ name: metric.Name, value: line[metric.Name], service: line.service })));
        }),
    restore: () =>
      streams.forEach((stream, index) => {
        stream.write = originals[index] as typeof stream.write;
      }),
  };
}
