import { OFFLINE_CACHES } from './saved-reads';

/**
 * Removes the cardholder's saved answers (bookings, details, vouchers) from the device: at logout
 * and when the session ends, so the next person on this device finds nothing of theirs offline.
 */
export async function forgetSavedReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(OFFLINE_CACHES.api);
  } catch {
    // Storage unavailable (private mode, or refused): nothing was saved there either.
  }
}
