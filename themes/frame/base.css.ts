/**
 * The base rules a published page needs that the web app's global.css gives its demo pages: box sizing,
 * the scroll padding under the sticky header, the body's margin and type, focus rings. Kept to what the
 * designs rely on (the product's own tokens stay in the app). A call to action's link (`lf-action`) gets its
 * defaults with no weight (`:where`), so a design's own button class (display, underline) always wins.
 */
export const baseCss = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-behavior:smooth;scroll-padding-top:80px}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}
@media (max-width:899px){html{scroll-padding-top:120px}}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#0f1330;background:#fff;line-height:1.55;-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}
h1,h2,h3{line-height:1.15;letter-spacing:-0.02em;text-wrap:balance}
p{text-wrap:pretty}
img,svg{max-width:100%;height:auto}
button,input,textarea,select{font:inherit}
:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
[tabindex='-1']:focus{outline:none}
:where(a.lf-action){display:inline-block;text-decoration:none}`;
