import { invocationKeys, runInInvocation } from '../observability/invocation-context';
import { resolveOrganization } from './policy';

const member = (orgId: string) => ({ orgId, uid: 'ada', email: 'ada@example.test', displayName: 'Ada', role: { admin: true as const } });

it('puts the organization a request acted for on its log lines, also when the caller named none', () => {
  runInInvocation({ route: 'GET /api/users' }, () => {
    resolveOrganization([member('org-1')], undefined, ['admin']);
    expect(invocationKeys()).toMatchObject({ organization_id: 'org-1' });
  });
  runInInvocation({ route: 'GET /api/users', organization_id: 'org-2' }, () => {
    resolveOrganization([member('org-1'), member('org-2')], 'org-2', ['admin']);
    expect(invocationKeys()).toMatchObject({ organization_id: 'org-2' });
  });
});
