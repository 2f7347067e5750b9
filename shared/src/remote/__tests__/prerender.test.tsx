import { i18n, useTranslation } from '@portal/shared/i18n';
import { renderHook } from '@testing-library/react';
import { type RouteObject, redirect } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyPage } from '../lazy-page';
import { renderRemoteScreens } from '../prerender';
import { usePrerendering } from '../prerendering';

/** A screen like a remote's: its texts from its namespace, a date only the live page may fill. */
function HelpLike() {
  const { t } = useTranslation('help');
  const prerendering = usePrerendering();
  return (
    <div>
      <h1>{t('pages.help')}</h1>
      <input type="date" aria-label="date" value={prerendering ? '' : '2030-01-02'} readOnly />
    </div>
  );
}

const routes: RouteObject[] = [
  {
    path: '/help',
    lazy: lazyPage(
      'help',
      async () => ({ HelpLike }),
      (m) => m.HelpLike,
    ),
  },
  { path: '/gone', loader: () => redirect('/help') },
];

afterAll(async () => {
  await i18n.changeLanguage('en-US');
});

describe("a remote's prerendered screens", () => {
  it('are each path in every language, with the remote’s texts, and nothing of the day of the build', async () => {
    const screens = await renderRemoteScreens(routes, ['/help']);
    expect(screens.map(({ path, language }) => `${path} ${language}`)).toEqual([
      '/help en-US',
      '/help pt-BR',
      '/help es-ES',
    ]);
    expect(screens[0]?.html).toBe(
      '<div><h1>Help &amp; FAQs</h1><input type="date" aria-label="date" readOnly="" value=""/></div>',
    );
    expect(screens[1]?.html).toContain('<h1>Ajuda e Perguntas Frequentes</h1>');
    expect(screens[2]?.html).toContain('<h1>Ayuda y Preguntas Frecuentes</h1>');
    // Outside a bundle no chunk is noted.
    expect(screens.every((screen) => screen.chunks.length === 0)).toBe(true);
  });

  it('refuse a path that goes elsewhere or that no route renders (the build fails)', async () => {
    await expect(renderRemoteScreens(routes, ['/gone'])).rejects.toThrow('/gone went to /help');
    await expect(renderRemoteScreens(routes, ['/nowhere'])).rejects.toThrow('/nowhere failed');
  });
});

describe('usePrerendering', () => {
  it('is false in the browser', () => {
    expect(renderHook(() => usePrerendering()).result.current).toBe(false);
  });
});
