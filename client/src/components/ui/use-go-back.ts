import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Back to the previous page of this site. When this is the first page the visitor opened here
 * (React Router gives it the key 'default'), there is nothing of ours to go back to: go home
 * rather than leave the site or do nothing.
 */
export function useGoBack() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') navigate(-1);
    else navigate(paths.home.href());
  }, [key, navigate]);
}
