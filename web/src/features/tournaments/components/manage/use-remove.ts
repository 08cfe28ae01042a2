import { App } from 'antd';
import { errorMessage } from '../../../../lib/api-client';

/** Deletes one thing of the structure and says how it went; the API's 409 says why something in use stays. */
export function useRemove<T>(remove: { mutateAsync: (value: T) => Promise<{ message: string }> }) {
  const { message } = App.useApp();
  return async (value: T) => {
    try {
      const { message: done } = await remove.mutateAsync(value);
      void message.success(done);
    } catch (error) {
      // 409 in_use: 'This division has 4 team(s): remove them first'.
      void message.error(errorMessage(error));
    }
  };
}
