import { apiClient } from './api-client';
import { localCloudHandle } from './local-cloud-handle';
import { signInDemo } from './sign-in';

/**
 * A test file's way into the local cloud as the demo organization's admin: the cloud, an API client and
 * `admin.token`, signed in once before the file's tests run.
 */
export function demoAdminSession() {
  const cloud = localCloudHandle();
  const call = apiClient(cloud);
  const admin = { token: '' };
  beforeAll(async () => {
    admin.token = await signInDemo(cloud, 'admin');
  });
  return { cloud, call, admin };
}
