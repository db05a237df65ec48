import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-call';
import { COMMON } from '../content';

/**
 * A login form's request state: busy while the call runs, then the SPEC's failure message
 * ('Credenziali non valide' / 'Access token non valido o scaduto'), or the throttling notice on 429.
 */
export function useLogin<Args extends unknown[], Result>(
  login: (...args: Args) => Promise<Result>,
  onSuccess: (result: Result) => void,
  failureMessage: string,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (...args: Args) => {
      setBusy(true);
      setError(null);
      try {
        const result = await login(...args);
        setBusy(false);
        onSuccess(result);
      } catch (caught) {
        setBusy(false);
        setError(caught instanceof ApiError && caught.status === 429 ? COMMON.tooManyAttempts : failureMessage);
      }
    },
    [login, onSuccess, failureMessage],
  );

  return { busy, error, submit, clearError: useCallback(() => setError(null), []) };
}
