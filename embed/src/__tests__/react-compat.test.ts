import { describe, expect, it } from 'vitest';
import { compatiblePageReact, satisfiesCaret } from '../react-compat';

const set = (version: string, domVersion = version) => ({
  React: { version },
  ReactDOM: { version: domVersion },
  ReactDOMClient: { createRoot: () => undefined },
});

describe('the page’s React', () => {
  it('is compatible within the caret range the widget was built for', () => {
    expect(satisfiesCaret('19.3.1', '19.3.1')).toBe(true);
    expect(satisfiesCaret('19.4.0', '19.3.1')).toBe(true);
    expect(satisfiesCaret('19.3.0', '19.3.1')).toBe(false);
    expect(satisfiesCaret('18.3.1', '19.3.1')).toBe(false);
    expect(satisfiesCaret('20.0.0', '19.3.1')).toBe(false);
    expect(satisfiesCaret('19.3.1-canary-1', '19.3.1')).toBe(false);
    expect(satisfiesCaret('0.2.5', '0.2.1')).toBe(true);
    expect(satisfiesCaret('0.3.0', '0.2.1')).toBe(false);
    expect(satisfiesCaret('nonsense', '19.3.1')).toBe(false);
  });

  it('is used only as a whole, consistent set', () => {
    expect(compatiblePageReact(set('19.3.2'), '19.3.1')).toMatchObject({ React: { version: '19.3.2' } });
    expect(compatiblePageReact(set('18.3.1'), '19.3.1')).toBeNull();
    expect(compatiblePageReact(set('19.3.2', '19.3.1'), '19.3.1')).toBeNull();
    expect(compatiblePageReact({ ...set('19.3.2'), ReactDOMClient: {} }, '19.3.1')).toBeNull();
    expect(compatiblePageReact(undefined, '19.3.1')).toBeNull();
    expect(compatiblePageReact({ React: { version: '19.3.2' } }, '19.3.1')).toBeNull();
  });
});
