/** How many pages follow each topic: a topic is wanted while at least one page follows it. */
export interface TopicFollowers {
  add(topics: readonly string[]): void;
  remove(topics: readonly string[]): void;
  topics(): string[];
  size(): number;
}

export function createTopicFollowers(): TopicFollowers {
  const counts = new Map<string, number>();
  return {
    add(topics) {
      for (const topic of topics) counts.set(topic, (counts.get(topic) ?? 0) + 1);
    },
    remove(topics) {
      for (const topic of topics) {
        const count = (counts.get(topic) ?? 1) - 1;
        if (count > 0) counts.set(topic, count);
        else counts.delete(topic);
      }
    },
    topics: () => [...counts.keys()],
    size: () => counts.size,
  };
}
