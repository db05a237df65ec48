import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isUnauthorized } from '../../../lib/api-call';
import { checkDomain, getDomainVerification, type DomainScope, type DomainVerification } from './api';
import { DOMAIN_COPY as copy } from './content';
import { DomainVerificationView } from './DomainVerificationView';

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; verification: DomainVerification | null };

/**
 * Loads a custom domain's verification (the client's own, or a client's for the operator) and runs «Verifica
 * ora». A refused check keeps the last state on screen and says why (the server's Italian detail: too many
 * checks, no domain, Basic plan).
 */
export function DomainPanel({ scope, onUnauthorized }: { scope: DomainScope; onUnauthorized?: () => void }) {
  // The scope is compared by value, through its key; an answer for another key reads as loading.
  const key = scope.role === 'admin' ? scope.clientId : 'self';
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded } | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  const scopeRef = useRef(scope);
  const unauthorizedRef = useRef(onUnauthorized);
  useEffect(() => {
    scopeRef.current = scope;
    unauthorizedRef.current = onUnauthorized;
  });

  useEffect(() => {
    let cancelled = false;
    getDomainVerification(scopeRef.current).then(
      (verification) => !cancelled && setAnswer({ key, loaded: { status: 'ready', verification } }),
      (failure: unknown) => {
        if (cancelled) return;
        if (isUnauthorized(failure)) unauthorizedRef.current?.();
        setAnswer({ key, loaded: { status: 'error' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key]);

  const check = useCallback(async () => {
    setChecking(true);
    setError(null);
    try {
      const verification = await checkDomain(scopeRef.current);
      setAnswer({ key, loaded: { status: 'ready', verification } });
    } catch (failure) {
      if (isUnauthorized(failure)) unauthorizedRef.current?.();
      const message = failure instanceof ApiError && failure.problem?.detail ? failure.problem.detail : copy.checkError;
      setError({ key, message });
    } finally {
      setChecking(false);
    }
  }, [key]);

  const loaded: Loaded = answer?.key === key ? answer.loaded : { status: 'loading' };
  if (loaded.status === 'loading') return <p role="status">{copy.loading}</p>;
  if (loaded.status === 'error') return <p role="alert">{copy.loadError}</p>;
  if (!loaded.verification) return <p>{copy.noDomain}</p>;
  return (
    <DomainVerificationView
      verification={loaded.verification}
      onCheck={() => void check()}
      checking={checking}
      error={error?.key === key ? error.message : null}
    />
  );
}
