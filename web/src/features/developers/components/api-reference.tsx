import type { OpenApiDocumentView, OpenApiOperation } from '@pitchside/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useOpenApiDocument } from '../api/get-openapi-document';
import type { JsonSchema } from '../schema-type';
import '../developers.css';
import { ApiBasics } from './api-basics';
import { LazyDetails } from './lazy-details';
import { OperationItem } from './operation-item';
import { SchemaFields } from './schema-fields';

interface Entry {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

function entriesOf(document: OpenApiDocumentView): Entry[] {
  return Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));
}

function matches(entry: Entry, words: string): boolean {
  if (!words) return true;
  const text = `${entry.method} ${entry.path} ${entry.operation.summary} ${entry.operation.operationId}`.toLowerCase();
  return words.split(/\s+/).every((word) => text.includes(word));
}

/** `/developers`: the API reference, read from the live OpenAPI document (`GET /api/openapi.json`). */
export function ApiReference() {
  const { data: document } = useOpenApiDocument();
  useDocumentTitle('API reference');
  const [search, setSearch] = useState('');
  const words = useDeferredValue(search.trim().toLowerCase());
  const entries = useMemo(() => entriesOf(document), [document]);
  const shown = entries.filter((entry) => matches(entry, words));
  const tags = [...new Set(entries.map((entry) => entry.operation.tags[0] ?? 'other'))];
  const schemas = document.components.schemas as Record<string, JsonSchema>;
  const responses = (document.components.responses ?? {}) as Record<string, Record<string, unknown>>;

  return (
    <article className="dev" aria-labelledby="dev-title">
      <header className="dev-head">
        <h1 id="dev-title">Pitchside API</h1>
        <p className="dev-lead">
          Version {document.info.version} · OpenAPI {document.openapi} · {entries.length} endpoints
        </p>
      </header>
      <ApiBasics />
      <section aria-labelledby="dev-endpoints" className="dev-section">
        <h2 id="dev-endpoints">Endpoints</h2>
        <label htmlFor="dev-search" className="dev-label">
          Find an endpoint
        </label>
        <input id="dev-search" type="search" className="dev-search" placeholder="e.g. matches, POST, standings" value={search} onChange={(event) => setSearch(event.target.value)} />
        <p className="dev-count" aria-live="polite">
          {shown.length === entries.length ? `${entries.length} endpoints` : `${shown.length} of ${entries.length} endpoints`}
        </p>
        {tags.map((tag) => {
          const inTag = shown.filter((entry) => (entry.operation.tags[0] ?? 'other') === tag);
          if (inTag.length === 0) return null;
          return (
            <section key={tag} aria-labelledby={`dev-tag-${tag}`} className="dev-tag">
              <h3 id={`dev-tag-${tag}`} className="dev-tag__title">
                {tag.charAt(0).toUpperCase() + tag.slice(1)}
              </h3>
              {inTag.map((entry) => (
                <OperationItem key={entry.operation.operationId} {...entry} schemas={schemas} responses={responses} />
              ))}
            </section>
          );
        })}
      </section>
      <section aria-labelledby="dev-schemas" className="dev-section">
        <h2 id="dev-schemas">Schemas</h2>
        {Object.entries(schemas).map(([name, schema]) => (
          <LazyDetails
            key={name}
            id={`schema-${name}`}
            summary={
              <>
                <code className="dev-path">{name}</code>
                {typeof schema.description === 'string' ? <span className="dev-summary">{schema.description}</span> : null}
              </>
            }
          >
            {() => <SchemaFields schema={schema} caption={`${name} fields`} />}
          </LazyDetails>
        ))}
      </section>
    </article>
  );
}
