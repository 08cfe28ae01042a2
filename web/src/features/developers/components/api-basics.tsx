import { openApiDocumentRoute, routePath } from '@pitchside/shared';

const documentPath = routePath(openApiDocumentRoute, {});

/** What every integrator needs before the first call: the document, authentication, errors, versions. */
export function ApiBasics() {
  return (
    <section aria-labelledby="dev-basics" className="dev-section dev-basics">
      <h2 id="dev-basics">Before you start</h2>
      <dl className="dev-facts">
        <dt>The document</dt>
        <dd>
          <a href={documentPath}>{documentPath}</a> is this API in OpenAPI 3.1: load it into your client generator, Postman or Insomnia.
        </dd>
        <dt>Authentication</dt>
        <dd>
          Send a Cognito ID token as <code>Authorization: Bearer &lt;token&gt;</code>. Public reads need none. If you belong to several organizations, name the one you act for in{' '}
          <code>x-pitchside-org</code>.
        </dd>
        <dt>Errors</dt>
        <dd>
          Every error has one body: <code>{'{ "error": code, "message": text, "fields"?: { field: problem } }'}</code>. Branch on the status, then on <code>error</code>.
        </dd>
        <dt>Versions</dt>
        <dd>Fields may be added at any time; ignore the ones you do not know. A field or endpoint is removed or changed only with a new major version.</dd>
      </dl>
    </section>
  );
}
