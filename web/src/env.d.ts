/// <reference types="vite/client" />
/** True only in the browser-only demo build (`--mode demo`); a compile-time constant. */
declare const __DEMO__: boolean;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
