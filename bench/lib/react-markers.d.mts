// Types of react-markers.mjs, for the e2e suite, which counts the same copies.
export declare const COPY_MARKERS: Record<string, RegExp>;
export declare const COPY_PACKAGES: string[];
export declare const COPY_LABELS: Record<string, string>;
export declare const countCopies: (bodies: (string | null)[]) => Record<string, number>;
