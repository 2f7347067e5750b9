import { TOKENIZER_SCRIPT_PATH } from '@portal/shared/contracts';

/**
 * Worldline's hosted tokenization as a browser sees it: the tokenizer script the merchant's page
 * loads from the host, and the script of the card page it frames. The merchant's page calls
 * `new Tokenizer(hostedTokenizationUrl, elementId, options)`, `initialize()` (the iframe is shown),
 * `submitTokenization()` (the card goes from the iframe to the host; it resolves with
 * `{ success, hostedTokenizationId }` or `{ success: false, error: { message } }`) and `destroy()`,
 * as with Worldline's `tokenizer.min.js`. The two frames speak through `postMessage`, each checking
 * the other's window and origin; the card never leaves the iframe but to the host.
 */

/** Where Worldline serves its tokenizer script (on the host of `hostedTokenizationUrl`). */
export { TOKENIZER_SCRIPT_PATH };
/** The card page's own script (the sandbox's; Worldline's page is its own business). */
export const CARD_FRAME_SCRIPT_PATH = '/hostedtokenization/js/client/card-frame.js';

/** The messages between the tokenizer (on the merchant's page) and the card page (in the iframe). */
const MESSAGES = {
  ready: 'payment-sandbox:tokenizer-ready',
  submit: 'payment-sandbox:tokenizer-submit',
  result: 'payment-sandbox:tokenizer-result',
} as const;

/** How long `initialize()` waits for the card page before it fails. */
const INITIALIZE_TIMEOUT_MS = 15_000;

export const tokenizerScript = `(function () {
  'use strict';
  var MESSAGES = ${JSON.stringify(MESSAGES)};
  function Tokenizer(url, elementId, options) {
    this.url = String(url);
    this.origin = new URL(this.url, window.location.href).origin;
    this.elementId = elementId;
    this.options = options || {};
    this.frame = null;
    this.listener = null;
    this.ready = false;
    this.waiting = [];
  }
  Tokenizer.prototype.initialize = function () {
    var self = this;
    return new Promise(function (resolve, reject) {
      var container = document.getElementById(self.elementId);
      if (!container) return reject({ message: 'No element with id ' + self.elementId + '.' });
      var frame = document.createElement('iframe');
      frame.src = self.url;
      frame.title = self.options.title || 'Card details';
      frame.style.border = '0';
      frame.style.width = '100%';
      frame.style.height = '22rem';
      var timer = window.setTimeout(function () {
        reject({ message: 'The card page did not load.' });
      }, ${INITIALIZE_TIMEOUT_MS});
      self.listener = function (event) {
        if (event.source !== frame.contentWindow || event.origin !== self.origin) return;
        var data = event.data || {};
        if (data.type === MESSAGES.ready) {
          self.ready = true;
          window.clearTimeout(timer);
          resolve();
        } else if (data.type === MESSAGES.result) {
          var answer = self.waiting.shift();
          if (answer) answer(data.result);
        }
      };
      window.addEventListener('message', self.listener);
      container.appendChild(frame);
      self.frame = frame;
    });
  };
  Tokenizer.prototype.submitTokenization = function () {
    var self = this;
    return new Promise(function (resolve) {
      var target = self.frame && self.frame.contentWindow;
      if (!self.ready || !target) return resolve({ success: false, error: { message: 'The card page is not ready.' } });
      self.waiting.push(resolve);
      target.postMessage({ type: MESSAGES.submit }, self.origin);
    });
  };
  Tokenizer.prototype.destroy = function () {
    if (this.listener) window.removeEventListener('message', this.listener);
    if (this.frame && this.frame.parentNode) this.frame.parentNode.removeChild(this.frame);
    var waiting = this.waiting;
    this.waiting = [];
    waiting.forEach(function (answer) {
      answer({ success: false, error: { message: 'The card page was closed.' } });
    });
    this.frame = null;
    this.listener = null;
    this.ready = false;
  };
  window.Tokenizer = Tokenizer;
})();
`;

/**
 * The card page's script. Framed, it answers the tokenizer: on `submit` it posts the form's card
 * (or the saved card's choice) to its own URL as JSON and sends the answer back to the frame that
 * asked, at that frame's origin only. Not framed (a person on the page), it does nothing: the form
 * posts as a plain form.
 */
export const cardFrameScript = `(function () {
  'use strict';
  var MESSAGES = ${JSON.stringify(MESSAGES)};
  if (window.parent === window) return;
  var form = document.querySelector('form[data-card-form]');
  if (!form) return;
  form.setAttribute('data-framed', '');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
  });
  function field(name) {
    var input = form.elements.namedItem(name);
    return input && 'value' in input ? String(input.value) : '';
  }
  function body() {
    if (form.hasAttribute('data-saved-card')) return { savedCard: true };
    return { card: { holder: field('holder'), number: field('number'), expiry: field('expiry'), cvc: field('cvc') } };
  }
  function show(message) {
    var alert = document.getElementById('card-error');
    if (alert) alert.textContent = message;
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || !event.data || event.data.type !== MESSAGES.submit) return;
    var reply = function (result) {
      if (!result.success) show(result.error.message);
      window.parent.postMessage({ type: MESSAGES.result, result: result }, event.origin);
    };
    show('');
    fetch(window.location.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body()),
      credentials: 'omit',
    })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        reply(answer.success
          ? { success: true, hostedTokenizationId: answer.hostedTokenizationId }
          : { success: false, error: { message: String(answer.error || 'The card was refused.') } });
      })
      .catch(function () {
        reply({ success: false, error: { message: 'The payment host could not be reached.' } });
      });
  });
  window.parent.postMessage({ type: MESSAGES.ready }, '*');
})();
`;
