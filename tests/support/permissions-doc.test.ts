import * as fs from 'node:fs';
import { ROUTES } from '@pitchside/shared';
import { PERMISSIONS_DOC, permissionsTables, withTables } from './permissions-doc';

describe('docs/permissions.md', () => {
  it('lists every route of the manifest exactly as the manifest says (run `npm run docs:permissions` after changing a route)', () => {
    const page = fs.readFileSync(PERMISSIONS_DOC, 'utf8');
    expect(page).toBe(withTables(page));
    expect(page).toContain(permissionsTables());
  });

  it('has a row for every route, so a new route cannot be missing from the page', () => {
    const tables = permissionsTables();
    for (const route of ROUTES) expect(tables).toContain(`\`${route.method} ${route.path}\` (${route.id})`);
  });
});
