// The page's entry. The start-up code is split into a few files the page names itself (React, the
// libraries, the shared parts, this entry with the shell), so they download in parallel.
import './bootstrap';
