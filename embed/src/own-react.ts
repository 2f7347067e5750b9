import * as React from 'portal-own/react';
import * as ReactDOM from 'portal-own/react-dom';
import * as ReactDOMClient from 'portal-own/react-dom/client';
import type { ReactSet } from './react-slot/slot';

/**
 * The loader's own React, for a page without a compatible one: a chunk of its own, downloaded once
 * however many widgets the page mounts. The build resolves `portal-own/*` to the real packages, and
 * their own imports of each other to the same copies (not the slot).
 */
export const ownReact: ReactSet = { React, ReactDOM, ReactDOMClient };
