// The issuer pages' one call, timed: loads the portal's `/embed/widget.js` (the portal is `?portal=`),
// mounts the widget with a search to start with (LHR, in a month), and notes, in ms since the
// navigation started, when `PortalWidget.mount` was called and the first frame in which the airport
// field shows the airport (`window.benchWidget()`). A page with React hands it over (`benchReact`).
(() => {
  const portal = new URLSearchParams(location.search).get('portal');
  const times = { mountAt: null, filledAt: null, error: null };
  Object.defineProperty(window, 'benchWidget', { value: () => times });
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const filled = () => {
    const host = document.querySelector('portal-airport-services');
    const field = host?.shadowRoot?.querySelector('input[role="combobox"]');
    return Boolean(field?.value.includes('(LHR)'));
  };
  const watch = () => {
    if (filled()) times.filledAt = performance.now();
    else requestAnimationFrame(watch);
  };
  const mount = () => {
    times.mountAt = performance.now();
    requestAnimationFrame(watch);
    const options = { airport: 'LHR', date, lang: 'en-US', react: window.benchReact };
    window.PortalWidget.mount(document.getElementById('widget'), options).catch((error) => {
      times.error = String(error);
    });
  };
  const script = document.createElement('script');
  script.src = new URL('/embed/widget.js', portal).href;
  // The React page's own bundle is deferred: its React is there once the document is parsed.
  script.onload = () =>
    document.readyState === 'loading' ? addEventListener('DOMContentLoaded', mount) : mount();
  script.onerror = () => {
    times.error = `${script.src} did not load`;
  };
  document.body.append(script);
})();
