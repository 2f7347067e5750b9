import { useTranslation } from '@portal/shared/i18n';
import { Button, Panel } from '@portal/shared/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { queryText, safeReturnPath } from '../../lib/success-query';

const NAMESPACES = ['account', 'common', 'shell'] as const;

/**
 * A generic "done" page driven by its query. Each text is a message key when one exists, else
 * shown as plain text (React escapes it: the query can never inject markup).
 */
export function SuccessPage() {
  const { t, i18n } = useTranslation([...NAMESPACES]);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const text = (name: string, fallback: string) => {
    const value = queryText(search.get(name));
    if (!value) return fallback;
    // A key naming a group of messages (an object) is not a text: show the query as written.
    const translated = i18n.exists(value, { ns: [...NAMESPACES] })
      ? i18n.t(value, { ns: [...NAMESPACES], returnObjects: true })
      : null;
    return typeof translated === 'string' ? translated : value;
  };
  const title = text('successTitle', t('account:pages.success'));
  const content = text('successContent', '');
  const button = text('successBtn', t('account:success.continue'));
  const path = safeReturnPath(search.get('path'));
  return (
    <Panel title={title} role="status" actions={<Button onClick={() => navigate(path)}>{button}</Button>}>
      {content ? <p>{content}</p> : null}
    </Panel>
  );
}
