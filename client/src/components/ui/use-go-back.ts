import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Back to the previous page of this site; when the visitor arrived here directly (nothing to go
 * back to), home instead of leaving the site or doing nothing.
 */
export function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) navigate(-1);
    else navigate(paths.home.href());
  }, [navigate]);
}
