import * as z from 'zod';
import { buildOpenApiDocument } from './openapi-document';

describe('the API description where several bundles share one process (the local cloud hosts every function in one)', () => {
  it("names only its own copy of zod's shapes: another copy registering the same id changes nothing", async () => {
    const before = JSON.stringify(buildOpenApiDocument());
    let other: typeof z | undefined;
    // A second copy of zod, as another function's bundle brings: its own classes, the same global id registry.
    await jest.isolateModulesAsync(async () => {
      other = await import('zod');
    });
    if (!other) throw new Error('no second copy of zod');
    expect(other.ZodObject).not.toBe(z.ZodObject);
    other.object({ position: other.number() }).meta({ id: 'PublicStandingsRow' });
    expect(z.globalRegistry._idmap.get('PublicStandingsRow')?.constructor).toBe(other.ZodObject);
    expect(JSON.stringify(buildOpenApiDocument())).toBe(before);
  });
});
