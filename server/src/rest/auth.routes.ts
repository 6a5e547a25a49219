import { Router } from 'express';
import { buildRequestContext, type AppDeps } from '../context';
import { mount } from './openapi/route-spec';
import * as paths from './schemas/accounts.schemas';
import { login, logout } from '../services/accounts.service';
import { presentUser } from './presenters/user.presenter';

/** POST /api/auth/login and /api/auth/logout. Answers are never cached. */
export function authRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use('/auth', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  /** {email, password} -> { response: user (with token), token }; 401 { message } for any bad pair. */
  mount(router, paths.login, async (req, res) => {
    const { user, token } = await login(buildRequestContext(deps, req), {
      email: req.body?.email,
      password: req.body?.password,
    });
    res.json({ response: { ...presentUser(user), token }, token });
  });

  /** Ends the bearer's session; answers the same when there is none. */
  mount(router, paths.logout, async (req, res) => {
    res.json(await logout(buildRequestContext(deps, req)));
  });

  return router;
}
