import { fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

/** The message files that fail to load, as 'language/namespace'; the others load for real. */
const offline = vi.hoisted(() => new Set(['en-US/shell']));

vi.mock('./load-messages', async (importOriginal) => {
  const { loadMessages } = await importOriginal<typeof import('./load-messages')>();
  return {
    loadMessages: (language: string, namespace: string) =>
      offline.has(`${language}/${namespace}`)
        ? Promise.reject(new Error(`offline: ${language}/${namespace}`))
        : loadMessages(language, namespace),
  };
});

const { i18n, initI18n, useTranslation } = await import('./index');

function AppName() {
  const { t } = useTranslation('shell');
  return <h1>{t('appName')}</h1>;
}

/** An error boundary with "Try again", as a route's. */
class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button type="button" onClick={this.props.onRetry}>
        {this.state.error.message}
      </button>
    );
  }
}

function Page() {
  const [attempt, setAttempt] = useState(0);
  return (
    <Boundary key={attempt} onRetry={() => setAttempt(attempt + 1)}>
      <Suspense fallback="loading">
        <AppName />
      </Suspense>
    </Boundary>
  );
}

describe('initI18n with a message file offline', () => {
  it('starts all the same; the screen needing the file shows the error, and Try again loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await initI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('pageNotFound')).toBe('Page not found');
    expect(i18n.hasResourceBundle('en-US', 'shell')).toBe(false);

    render(<Page />);
    const tryAgain = await screen.findByRole('button', { name: 'offline: en-US/shell' });
    offline.clear();
    fireEvent.click(tryAgain);
    expect((await screen.findByRole('heading')).textContent).toBe('Airport Services');
  });
});
