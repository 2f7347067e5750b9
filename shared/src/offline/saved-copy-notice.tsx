import { useTranslation } from '@portal/shared/i18n';
import { useSavedCopyStore } from '@portal/shared/stores';
import { Alert } from '@portal/shared/ui';

const MINUTE = 60_000;

/** "5 minutes ago", "2 hours ago", "3 days ago" in the reader's language (at least a minute). */
export const savedAgo = (savedAt: string, now: Date, language: string): string => {
  const minutes = Math.max(1, Math.round((now.getTime() - new Date(savedAt).getTime()) / MINUTE));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return format.format(-hours, 'hour');
  return format.format(-Math.round(hours / 24), 'day');
};

/**
 * Says that the page shows what was saved on the device, and when ("Saved 5 minutes ago,
 * offline"), while the answers come from there; nothing when they come from the network.
 */
export function SavedCopyNotice({ now = () => new Date() }: { now?: () => Date }) {
  const { t, i18n } = useTranslation('common');
  const savedAt = useSavedCopyStore((state) => state.savedAt);
  if (!savedAt) return null;
  return (
    <Alert tone="info">{t('savedCopy.savedAgo', { ago: savedAgo(savedAt, now(), i18n.language) })}</Alert>
  );
}
