import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { canAccess, useViewer, type Access } from '@/lib/auth';

/** Renders the nested route for visitors allowed in; sends everyone else home. */
export function RequireAccess({ access }: { access: Access }) {
  const viewer = useViewer();
  if (!canAccess(viewer, access)) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
