import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Back, as the browser's back button would. Only when there is nothing to go back to (the page
 * was opened in a fresh tab: no earlier in-app location and a one-entry tab history) does it go
 * home instead of doing nothing.
 */
export function useGoBack() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    const hasHistory = key !== 'default' || window.history.length > 1;
    if (hasHistory) navigate(-1);
    else navigate(paths.home.href());
  }, [key, navigate]);
}
