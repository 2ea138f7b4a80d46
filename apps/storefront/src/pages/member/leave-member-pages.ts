import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * Leaves the member pages for home before the session ends (logging out, or a password change,
 * after which the API ends every session). The returned function resolves once the calling
 * component (the centre's menu, a member page) has unmounted, and the login guard around the
 * member pages with it: a session that ends while the guard is still mounted would make it send
 * the shopper to /login on its own.
 */
export function useLeaveMemberPages(): () => Promise<void> {
  const navigate = useNavigate();
  const left = useRef<(() => void) | null>(null);
  useEffect(() => () => left.current?.(), []);
  return () => {
    const gone = new Promise<void>((resolve) => {
      left.current = resolve;
    });
    void navigate('/', { replace: true });
    return gone;
  };
}
