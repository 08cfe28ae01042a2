import { fieldsOf, typeOf, type JsonSchema } from '../schema-type';
import { DevTable, NameCell } from './dev-table';

/** A type, linked to its schema below when it names one. */
export function TypeName({ type, target }: { type: string; target?: string | undefined }) {
  // The schema's section builds its body when opened: open it, then let the link scroll to it.
  return target ? (
    <a href={`#schema-${target}`} onClick={() => document.getElementById(`schema-${target}`)?.setAttribute('open', '')}>
      <code>{type}</code>
    </a>
  ) : (
    <code>{type}</code>
  );
}

/** An object's fields as a table (name, type, required, description); a non-object as its type. */
export function SchemaFields({ schema, caption }: { schema: JsonSchema | undefined; caption: string }) {
  const fields = fieldsOf(schema);
  if (fields.length === 0) {
    return (
      <p className="dev-type">
        {caption}: <code>{typeOf(schema)}</code>
      </p>
    );
  }
  return (
    <DevTable caption={caption} columns={['Field', 'Type', 'Required']}>
      {fields.map((field) => (
        <tr key={field.name}>
          <NameCell name={field.name} note={field.description} />
          <td>
            <TypeName type={field.type} target={field.ref} />
          </td>
          <td>{field.required ? 'yes' : 'no'}</td>
        </tr>
      ))}
    </DevTable>
  );
}
