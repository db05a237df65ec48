/** The Node.js flags the reference server runs with (see server-node-flags.mjs). */
export declare function serverNodeFlags(env?: Record<string, string | undefined>): string[];
