const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface CompiledTemplate<Key extends string> {
  key: Key;
  names: string[];
  pattern: RegExp;
}

/** English templates (`{name}` marks a value) as anchored patterns with a group per value, lazy so the fixed words split them. */
export function compileTemplates<Key extends string>(templates: readonly (readonly [Key, string])[]): CompiledTemplate<Key>[] {
  return templates.map(([key, english]) => {
    const names: string[] = [];
    const source = english
      .split(/(\{[a-zA-Z]+\})/)
      .map((part) => {
        const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`, 's') };
  });
}

/** The first template the text is, with its values as written. */
export function matchTemplate<Key extends string>(templates: readonly CompiledTemplate<Key>[], text: string): { key: Key; values: Record<string, string> } | undefined {
  for (const { key, names, pattern } of templates) {
    const found = pattern.exec(text);
    if (found) return { key, values: Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ''])) };
  }
  return undefined;
}
