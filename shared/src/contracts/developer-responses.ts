import * as z from 'zod';

// Apart from common-responses: the public pages load that module for the error body, and these schemas
// only the API reference and the health check read (the public JS budget).

/** `GET /api/health`. */
export const healthAnswerSchema = z.object({ status: z.literal('ok') });

const jsonObject = z.record(z.string(), z.unknown());

/** One operation of the OpenAPI document, as far as the reference page reads it. */
export const openApiOperationSchema = z.looseObject({
  operationId: z.string(),
  summary: z.string(),
  description: z.string().optional(),
  tags: z.array(z.string()),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z.array(jsonObject).optional(),
  requestBody: z.looseObject({ required: z.boolean().optional(), content: z.record(z.string(), z.looseObject({ schema: jsonObject.optional() })) }).optional(),
  responses: z.record(z.string(), jsonObject),
});
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

/** `GET /api/openapi.json`: the OpenAPI 3.1 document (its full grammar is OpenAPI's; the independent validator checks it). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), openApiOperationSchema)),
  components: z.looseObject({
    schemas: z.record(z.string(), jsonObject),
    responses: z.record(z.string(), jsonObject).optional(),
    parameters: z.record(z.string(), jsonObject).optional(),
    securitySchemes: z.record(z.string(), jsonObject).optional(),
  }),
});
export type OpenApiDocumentView = z.infer<typeof openApiDocumentSchema>;
