import { useEffect, useState } from 'react';

export interface DemoCredentials {
  admin: { username: string; password: string };
  clientToken: string;
}

/**
 * Browser-only demo: the seed's demo admin and a demo client token (no real data behind them), loaded only
 * when `__DEMO__` is true, so the production bundle contains neither the module nor the values.
 */
export function useDemoCredentials(): DemoCredentials | null {
  const [credentials, setCredentials] = useState<DemoCredentials | null>(null);
  useEffect(() => {
    if (!__DEMO__) return;
    let current = true;
    void import('../../../../../mock/seed/credentials').then(({ DEMO_ADMIN, DEMO_CLIENT_TOKENS }) => {
      if (current) setCredentials({ admin: DEMO_ADMIN, clientToken: DEMO_CLIENT_TOKENS.pizzeria });
    });
    return () => {
      current = false;
    };
  }, []);
  return __DEMO__ ? credentials : null;
}
