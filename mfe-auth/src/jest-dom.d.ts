/// <reference types="@testing-library/jest-dom/vitest" />
// Types of the jest-dom matchers that vitest.setup-dom.ts installs.
