// An issuer's page that runs React 19 (the control page's app) and hands it to the widget.
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

const container = document.getElementById('root');
if (container) ReactDOMClient.createRoot(container).render(<h1>Airport Services</h1>);
(window as { benchReact?: unknown }).benchReact = { React, ReactDOM, ReactDOMClient };
