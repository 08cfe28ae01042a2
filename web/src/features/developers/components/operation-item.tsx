import type { OpenApiOperation } from '@pitchside/shared';
import { bodyRef, typeOf, type JsonSchema } from '../schema-type';
import { InlineCode } from './inline-code';
import { LazyDetails } from './lazy-details';
import { SchemaFields, TypeName } from './schema-fields';
import { DevTable, NameCell } from './dev-table';

type Responses = Record<string, Record<string, unknown>>;

function authOf(operation: OpenApiOperation): string {
  const scheme = Object.keys(operation.security?.[0] ?? {})[0];
  if (scheme === 'cognitoJwt') return 'Cognito ID token: Authorization: Bearer <token>';
  if (scheme === 'stripeSignature') return 'Stripe webhook signature (Stripe-Signature header)';
  return 'None: public';
}

function Parameters({ parameters }: { parameters: Record<string, unknown>[] }) {
  const own = parameters.filter((parameter) => typeof parameter.name === 'string');
  const organization = parameters.some((parameter) => typeof parameter.$ref === 'string');
  if (own.length === 0 && !organization) return null;
  return (
    <DevTable caption="Parameters" columns={['Name', 'In', 'Type', 'Required']}>
      {own.map((parameter) => (
        <tr key={`${String(parameter.in)}-${String(parameter.name)}`}>
          <NameCell name={String(parameter.name)} note={typeof parameter.description === 'string' ? parameter.description : undefined} />
          <td>{String(parameter.in)}</td>
          <td>
            <code>{typeOf(parameter.schema as JsonSchema | undefined)}</code>
          </td>
          <td>{parameter.required ? 'yes' : 'no'}</td>
        </tr>
      ))}
      {organization ? (
        <tr>
          <NameCell name="x-pitchside-org" note="The organization you act for, when you belong to several." />
          <td>header</td>
          <td>
            <code>string</code>
          </td>
          <td>no</td>
        </tr>
      ) : null}
    </DevTable>
  );
}

function ResponsesTable({ responses, shared }: { responses: Responses; shared: Responses }) {
  return (
    <DevTable caption="Responses" columns={['Status', 'Meaning', 'Body']}>
      {Object.entries(responses).map(([status, declared]) => {
        const response = typeof declared.$ref === 'string' ? (shared[declared.$ref.split('/').pop() ?? ''] ?? declared) : declared;
        const content = response.content as Record<string, { schema?: JsonSchema }> | undefined;
        const ref = bodyRef(content);
        const mediaType = content ? Object.keys(content)[0] : undefined;
        return (
          <tr key={status}>
            <th scope="row">{status}</th>
            <td>{typeof response.description === 'string' ? response.description : ''}</td>
            <td>{ref ? <TypeName type={ref} target={ref} /> : mediaType ? <code>{mediaType}</code> : 'none'}</td>
          </tr>
        );
      })}
    </DevTable>
  );
}

/** One endpoint: the method and path, and when opened, who may call it, its parameters, body and answers. */
export function OperationItem({
  method,
  path,
  operation,
  schemas,
  responses,
}: {
  method: string;
  path: string;
  operation: OpenApiOperation;
  schemas: Record<string, JsonSchema>;
  responses: Responses;
}) {
  const requestRef = bodyRef(operation.requestBody?.content as Record<string, { schema?: JsonSchema }> | undefined);
  return (
    <LazyDetails
      id={`op-${operation.operationId}`}
      summary={
        <>
          <span className={`dev-method dev-method--${method}`}>{method.toUpperCase()}</span>
          <code className="dev-path">{path}</code>
          <span className="dev-summary">{operation.summary}</span>
        </>
      }
    >
      {() => (
        <>
          {(operation.description ?? '').split('\n\n').map((paragraph) => (
            <p key={paragraph}>
              <InlineCode text={paragraph} />
            </p>
          ))}
          <p>
            <strong>Authentication:</strong> {authOf(operation)}
          </p>
          <Parameters parameters={operation.parameters ?? []} />
          {requestRef ? (
            <>
              <p>
                <strong>Request body</strong> ({operation.requestBody?.required ? 'required' : 'optional'}): <TypeName type={requestRef} target={requestRef} />
              </p>
              <SchemaFields schema={schemas[requestRef]} caption={`${requestRef} fields`} />
            </>
          ) : null}
          <ResponsesTable responses={operation.responses as Responses} shared={responses} />
        </>
      )}
    </LazyDetails>
  );
}
