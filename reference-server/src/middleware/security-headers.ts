/**
 * Security headers on every response, errors included (the error handler calls `applySecurityHeaders`
 * too). The CSP lets the built app run: own scripts only, inline styles (React style props), images
 * from self and data:, API calls to self, and iframes of https pages (the Pro heatmap previews the
 * customer's own page).
 */
import type { Context, Middleware } from 'koa';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https:',
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

export function applySecurityHeaders(ctx: Context): void {
  ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  ctx.remove('X-Powered-By');
}

export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    applySecurityHeaders(ctx);
    await next();
  };
}
