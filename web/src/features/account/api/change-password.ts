import { useMutation } from '@tanstack/react-query';
import { updatePassword } from 'aws-amplify/auth';

/** The signed-in user changes their password with Cognito (Amplify's `updatePassword`: ChangePassword). */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await updatePassword({ oldPassword: input.currentPassword, newPassword: input.newPassword });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
