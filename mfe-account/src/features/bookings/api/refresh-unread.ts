import { orderMsg } from '@portal/shared/contracts';
import { callApi } from '@portal/shared/http';
import { useUnreadStore } from '@portal/shared/stores';

/**
 * Reads the unread counts again and puts them in the store the header's badge shows. Listing a
 * tab or opening a booking marks it seen on the server; without this the badge would keep the old
 * count until the shell's next poll (a minute). Quiet, like the poll: a failure changes nothing.
 */
export const refreshUnread = async (): Promise<void> => {
  const outcome = await callApi(orderMsg, {}, { quiet: true }).catch(() => null);
  if (outcome?.ok) useUnreadStore.getState().setUnread(outcome.result);
};
