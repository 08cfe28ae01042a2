import { fieldsOf, typeOf, type JsonSchema } from '../schema-type';

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
    <div className="dev-table-wrap">
      <table className="dev-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
                {field.description ? <span className="dev-note">{field.description}</span> : null}
              </th>
              <td>
                <TypeName type={field.type} target={field.ref} />
              </td>
              <td>{field.required ? 'yes' : 'no'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
