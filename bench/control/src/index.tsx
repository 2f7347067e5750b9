// The control page of the bench: React 19 rendering one element, nothing else.
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (container) createRoot(container).render(<h1>Airport Services</h1>);
