import { ENTITIES } from './entities';

/** Every entity stored in the single table; the table's keys and GSIs are derived from this list. */
export const TABLE_ENTITIES = Object.values(ENTITIES);

export interface TableIndex {
  /** Undefined for the table's primary key. */
  indexName?: string;
  partitionKey: string;
  sortKey?: string;
}

interface EntityIndexSchema {
  index?: string;
  pk: { field: string };
  sk?: { field: string };
}

/**
 * The table's primary key and GSIs, read from the entities' index declarations. CDK and the local
 * cloud both create the table from this, so nobody writes a GSI twice. Two entities that declare the
 * same index must agree on its key fields.
 */
export function tableIndexes(entities: readonly { schema: { indexes: Record<string, EntityIndexSchema> } }[] = TABLE_ENTITIES): {
  primary: TableIndex;
  globalSecondary: TableIndex[];
} {
  const byName = new Map<string, TableIndex>();
  for (const entity of entities) {
    for (const definition of Object.values(entity.schema.indexes)) {
      const name = definition.index ?? '';
      const found: TableIndex = { partitionKey: definition.pk.field, ...(definition.sk ? { sortKey: definition.sk.field } : {}), ...(name ? { indexName: name } : {}) };
      const existing = byName.get(name);
      if (existing && (existing.partitionKey !== found.partitionKey || existing.sortKey !== found.sortKey)) {
        throw new Error(`Index ${name || '(primary)'} is declared with different key fields by two entities`);
      }
      byName.set(name, found);
    }
  }
  const primary = byName.get('');
  if (!primary) throw new Error('No entity declares the primary index');
  byName.delete('');
  return { primary, globalSecondary: [...byName.values()].sort((a, b) => (a.indexName ?? '').localeCompare(b.indexName ?? '')) };
}

/** The key attributes are strings in every index. */
export function keyAttributeNames(): string[] {
  const { primary, globalSecondary } = tableIndexes();
  return [...new Set([primary, ...globalSecondary].flatMap((index) => [index.partitionKey, ...(index.sortKey ? [index.sortKey] : [])]))];
}
