/**
 * Reads the JSON Schemas of the OpenAPI document as a person would say them: `string`, `TeamSummary[]`,
 * `'home' | 'away'`, `number | null`. A `$ref` names a schema of the document's components.
 */
export type JsonSchema = Record<string, unknown>;

export interface SchemaField {
  name: string;
  required: boolean;
  type: string;
  description?: string;
  /** The component a field refers to, for a link. */
  ref?: string;
}

export function refName(schema: JsonSchema): string | undefined {
  return typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
}

const MAX_ENUM_VALUES = 8;

export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  const name = refName(schema);
  if (name) return name;
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map((value) => JSON.stringify(value));
    return values.length > MAX_ENUM_VALUES ? `${values.slice(0, MAX_ENUM_VALUES).join(' | ')} | …` : values.join(' | ');
  }
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(union)) return union.map((part) => typeOf(part)).join(' | ');
  if (Array.isArray(schema.allOf)) return (schema.allOf as JsonSchema[]).map((part) => typeOf(part)).join(' & ');
  if (schema.type === 'array') {
    const item = typeOf(schema.items as JsonSchema | undefined);
    return item.includes(' ') ? `(${item})[]` : `${item}[]`;
  }
  if (schema.type === 'object' || schema.properties) {
    if (schema.properties) return 'object';
    const values = schema.additionalProperties;
    return values && typeof values === 'object' ? `map of ${typeOf(values as JsonSchema)}` : 'object';
  }
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return typeof schema.type === 'string' ? (schema.format ? `${schema.type} (${String(schema.format)})` : schema.type) : 'any';
}

/** The fields of an object schema, in the document's order; none for anything else. */
export function fieldsOf(schema: JsonSchema | undefined): SchemaField[] {
  const properties = schema?.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return [];
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const ref = refName(property) ?? (property.type === 'array' ? refName((property.items as JsonSchema | undefined) ?? {}) : undefined);
    return {
      name,
      required: required.has(name),
      type: typeOf(property),
      ...(typeof property.description === 'string' ? { description: property.description } : {}),
      ...(ref ? { ref } : {}),
    };
  });
}

/** The component a body's schema names (`#/components/schemas/X`), if any. */
export function bodyRef(content: Record<string, { schema?: JsonSchema }> | undefined): string | undefined {
  const schema = content ? Object.values(content)[0]?.schema : undefined;
  return schema ? refName(schema) : undefined;
}
