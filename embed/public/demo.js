// The demo issuer page's own script: plain JavaScript, no framework. An issuer's page calls
// `PortalWidget.mount` once; this one also switches the widget's language and takes it off and
// puts it back, as a person trying the page would.
const element = document.getElementById('airport-services');
const language = document.getElementById('language');
const toggle = document.getElementById('toggle');
const status = document.getElementById('status');
let widget = null;

const show = async () => {
  status.textContent = '';
  try {
    widget = await window.PortalWidget.mount(element, { lang: language.value });
  } catch (error) {
    status.textContent = `The booking widget could not be shown: ${error.message}`;
  }
};

language.addEventListener('change', () => {
  widget?.update({ lang: language.value });
});

toggle.addEventListener('click', async () => {
  toggle.disabled = true;
  if (widget) {
    const shown = widget;
    widget = null;
    await shown.unmount();
    toggle.textContent = 'Show the booking widget';
    toggle.setAttribute('aria-pressed', 'false');
  } else {
    await show();
    toggle.textContent = 'Hide the booking widget';
    toggle.setAttribute('aria-pressed', 'true');
  }
  toggle.disabled = false;
});

show();
