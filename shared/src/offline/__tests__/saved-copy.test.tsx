import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { useSavedCopyStore } from '../../stores/saved-copy-store';
import { useSessionStore } from '../../stores/session-store';
import { SavedCopyNotice, savedAgo } from '../saved-copy-notice';
import { OFFLINE_CACHES } from '../saved-reads';

beforeAll(() => initI18n());

afterEach(() => {
  useSavedCopyStore.setState({ savedAt: null });
  Reflect.deleteProperty(globalThis, 'caches');
});

const NOW = new Date('2026-11-28T10:00:00.000Z');

describe('savedAgo', () => {
  it('says how long ago in minutes, hours or days, in the reader’s language', () => {
    expect(savedAgo('2026-11-28T09:55:00.000Z', NOW, 'en-US')).toBe('5 minutes ago');
    expect(savedAgo('2026-11-28T09:59:50.000Z', NOW, 'en-US')).toBe('1 minute ago');
    expect(savedAgo('2026-11-28T07:00:00.000Z', NOW, 'pt-BR')).toBe('há 3 horas');
    expect(savedAgo('2026-11-25T10:00:00.000Z', NOW, 'es-ES')).toBe('hace 3 días');
  });
});

describe('SavedCopyNotice', () => {
  it('shows nothing for a fresh answer', () => {
    const { container } = render(<SavedCopyNotice now={() => NOW} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says when what the page shows was saved, and that it is offline', async () => {
    await i18n.changeLanguage('en-US');
    useSavedCopyStore.setState({ savedAt: '2026-11-28T09:40:00.000Z' });
    render(<SavedCopyNotice now={() => NOW} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved 20 minutes ago, offline');
  });
});

describe('logout', () => {
  it('removes the saved bookings from the device', async () => {
    const remove = vi.fn(async (_name: string) => true);
    Object.defineProperty(globalThis, 'caches', { configurable: true, value: { delete: remove } });
    useSessionStore.getState().setSession('token-1', { firstName: 'Ana', lastName: 'Silva' });
    useSessionStore.getState().clearSession();
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith(OFFLINE_CACHES.api));
  });
});
