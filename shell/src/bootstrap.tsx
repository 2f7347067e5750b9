// The page's entry: the shell's start. The build splits what it imports into a few files the page
// names itself (React, the libraries, the shared parts, this one), so they download in parallel.
import '@portal/shared/tokens.css';
import { configureHttp } from '@portal/shared/http';
import { getLanguage, i18n, initI18n } from '@portal/shared/i18n';
import { registerServiceWorker } from '@portal/shared/offline';
import {
  hintSession,
  openDialog,
  rememberRedirect,
  useRegistryStore,
  useSessionStore,
} from '@portal/shared/stores';
import { setDocumentTitleSuffix } from '@portal/shared/ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './app/app';
import { createAppRouter } from './app/create-app-router';
import {
  canHydrateFrame,
  captureRemoteSlot,
  LIVE_ATTRIBUTE,
  readFrameMarks,
  setFrameSession,
} from './app/frame';
import { captureEarlyLanguageChoice } from './features/header/early-language-choice';
import { loadProjectStatus, loadSupportProduct } from './features/program/load-program';
import { useProgramStore } from './features/program/program-store';
import { clearDraftsOnHome } from './features/session/clear-drafts-on-home';
import { createNoticeAfterNavigation } from './features/session/notice-after-navigation';
import { loadRemoteRoutes, registerEnabledRemotes } from './federation/register-remotes';
import { fetchRemoteList } from './federation/remote-list';
import { loadFederationWhenIdle, whenIdle } from './federation/remote-loader';
import { createRoutesHeadStart } from './federation/routes-head-start';

async function start() {
  let router: DataRouter | null = null;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // A language picked on the frame before the page is live is applied once it is.
  const earlyLanguage = captureEarlyLanguageChoice(container, readFrameMarks(container)?.language ?? '');
  configureHttp({
    navigate: (path) => {
      if (router) void router.navigate(path);
      else window.location.assign(path);
    },
    getLanguage,
  });

  // What the first render needs: the remotes (a plain no-cache read, as the registry is) and the
  // texts. The programme's reads go through the HTTP client, which loads with the first call: they
  // start once the page is live, and the frame shows what it showed until they answer.
  const [remotes] = await Promise.all([fetchRemoteList(), initI18n()]);
  registerEnabledRemotes(remotes, window.location.origin);
  useRegistryStore.getState().setRemotes(remotes);
  // A cold load into a remote's path: its screen is what the visitor waits for, so its routes
  // load while React takes over the frame.
  const routesHeadStart = createRoutesHeadStart(loadRemoteRoutes);
  routesHeadStart.startFor(remotes, window.location.pathname);

  setDocumentTitleSuffix(i18n.t('shell:appName'));
  i18n.on('languageChanged', () => setDocumentTitleSuffix(i18n.t('shell:appName')));
  // What the programme offers depends on who is logged in.
  // The last read of what the programme offers (the route guard waits for the one after a login).
  let supportRead: Promise<void> = Promise.resolve();
  const readSupport = () => {
    supportRead = loadSupportProduct();
  };
  useSessionStore.subscribe((state, previous) => {
    if (state.isLogin !== previous.isLogin) readSupport();
  });

  // The page holds the prerendered frame: take it over as it is, then the live state updates it.
  const marks = readFrameMarks(container);
  const page = {
    pathname: window.location.pathname,
    search: window.location.search,
    language: i18n.language,
  };
  const hydrate = canHydrateFrame(marks, page);
  let rendered = () => {};
  const frameTakenOver = new Promise<void>((resolve) => {
    rendered = resolve;
  });
  // From here on the page answers clicks: `#root[data-live]` (what browser tests wait for). The
  // federation runtime loads once the page is live and the browser idle, off the start-up path.
  const projectStatusRead = frameTakenOver.then(loadProjectStatus);
  void frameTakenOver.then(() => {
    container.setAttribute(LIVE_ATTRIBUTE, '');
    void earlyLanguage.apply();
    readSupport();
    loadFederationWhenIdle();
    // The offline copy of the cardholder's bookings (issue 24), installed once the page is idle.
    if (process.env.NODE_ENV === 'production') whenIdle(registerServiceWorker);
  });

  const noticeAfterNavigation = createNoticeAfterNavigation(() => router);
  router = createAppRouter({
    ...(hydrate ? { patchAfter: frameTakenOver } : {}),
    getRemotes: () => useRegistryStore.getState().remotes,
    loadRoutes: routesHeadStart.loadRoutes,
    guard: {
      isLoggedIn: () => useSessionStore.getState().isLogin,
      projectStatus: async () => {
        await projectStatusRead;
        return useProgramStore.getState().projectStatus;
      },
      onLoginRequired: (target) => {
        rememberRedirect(target);
        noticeAfterNavigation(() => {
          void openDialog({ kind: 'message', message: i18n.t('common:loginRequired') });
        });
      },
      onProgramUnavailable: () => openDialog({ kind: 'programUnavailable' }),
      supportFlag: async (flag) => {
        await frameTakenOver;
        await supportRead;
        return useProgramStore.getState()[flag];
      },
      onServiceNotOffered: () =>
        openDialog({ kind: 'message', message: i18n.t('common:serviceNotOffered'), durationMs: 0 }),
    },
  });

  clearDraftsOnHome(router);

  // The API chose the page by these hints; keep them in step with what is stored.
  hintSession(useSessionStore.getState().isLogin);
  const app = (
    <StrictMode>
      <App router={router} onRendered={rendered} />
    </StrictMode>
  );
  if (hydrate) {
    setFrameSession(marks.session);
    // A remote's prerendered screen in the frame: the hydrate fallback renders it as it is.
    captureRemoteSlot(container, marks.language);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
