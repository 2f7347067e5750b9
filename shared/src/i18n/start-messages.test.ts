import { afterEach, describe, expect, it } from 'vitest';
import { readStartMessages, START_MESSAGES_ID, startMessagesElement } from './start-messages';

const messages = {
  common: { close: 'Close', note: 'a </script><b>tag</b> in a text' },
  shell: { appName: 'Airport Services' },
};

const putInPage = (html: string) => {
  document.body.innerHTML = `<div id="root"></div>${html}`;
};

describe('the start-up texts a prerendered page carries', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('read back as written, a text with "</script>" included, in the page’s language only', () => {
    const element = startMessagesElement('pt-BR', messages);
    expect(element).not.toContain('</script><b>');
    putInPage(element);
    expect(document.getElementById(START_MESSAGES_ID)?.tagName).toBe('SCRIPT');
    expect(readStartMessages('pt-BR')).toEqual(messages);
    expect(readStartMessages('es-ES')).toBeNull();
  });

  it('are ignored when missing, damaged or without a start-up namespace', () => {
    expect(readStartMessages('en-US')).toBeNull();
    putInPage(
      `<script type="application/json" id="${START_MESSAGES_ID}" data-lang="en-US">{"common":</script>`,
    );
    expect(readStartMessages('en-US')).toBeNull();
    putInPage(startMessagesElement('en-US', { common: messages.common, shell: null as never }));
    expect(readStartMessages('en-US')).toBeNull();
  });
});
