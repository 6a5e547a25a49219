import { Router, type Request } from 'express';
import { bearerToken } from '../auth/tokens';
import { buildRequestContext, type AppDeps } from '../context';
import { mount } from './openapi/route-spec';
import * as paths from './schemas/accounts.schemas';
import { ValidationError } from '../errors';
import { editAccount, updateSettings } from '../services/accounts.service';
import { changeOrResetPassword, requestPasswordReset } from '../services/accounts.service';
import { checkUser } from '../services/accounts.service';
import { passwordPageLink, resendVerification, signup, verifyAccount } from '../services/accounts.service';
import {
  cancelEmailChange,
  confirmEmailChange,
  discardEmailChange,
  resendEmailChange,
} from '../services/accounts.service';
import { presentOwnUser, presentUser } from './presenters/user.presenter';

/**
 * The account calls of spec §7 under /api/users. Link calls (verify-account, and change-password
 * from a reset link) carry the link's token as the bearer. Answers are never cached.
 */
export function usersRoutes(deps: AppDeps): Router {
  const router = Router();
  const ctx = (req: Request) => buildRequestContext(deps, req);
  router.use('/users', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  /** {first_name, last_name, email, email_notifications} -> 201 { message } (password and url are ignored). */
  mount(router, paths.signup, async (req, res) => {
    const body = req.body ?? {};
    const result = await signup(ctx(req), {
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      emailNotifications: body.email_notifications,
    });
    res.status(201).json(result);
  });

  mount(router, paths.resendVerification, async (req, res) => {
    res.json(await resendVerification(ctx(req), { email: req.body?.email }));
  });

  /**
   * Bearer: the link's token; body {agreed: true}. -> { message, password_token, password_link }: the
   * client continues at /reset-password?token=<password_token> to choose the password. The spec's
   * legacy call has no body at all: its client sends it only from the agreement's required checkbox
   * (issue 21, the legacy contract), so no body reads as agreed; a body must say `agreed: true`.
   */
  mount(router, paths.verifyAccount, async (req, res) => {
    const context = ctx(req);
    const result = await verifyAccount(context, {
      token: bearerToken(req.headers.authorization),
      agreed: req.body === undefined ? true : req.body?.agreed,
    });
    res.json({
      message: result.message,
      password_token: result.passwordToken,
      password_link: result.passwordToken ? passwordPageLink(context, result.passwordToken) : null,
    });
  });

  /** {email} -> the same { message } whether or not the address has an account (url is ignored). */
  mount(router, paths.requestPasswordReset, async (req, res) => {
    res.json(await requestPasswordReset(ctx(req), { email: req.body?.email }));
  });

  /**
   * Two callers, one path (as the legacy client had it):
   * - signed in (bearer: session token): {current_password, new_password, confirm_password}
   *   -> { message: 'Changed' }; other sessions end.
   * - from a reset link (bearer: the link's token): {new_password, confirm_password}
   *   -> { message: 'Changed', response: user, token }: every session ends and the client is
   *   logged in with the new one. An invalid, used or expired link answers 401.
   * Rule failures answer 200 { message: 'Failed', errors: { errors: [messages], fieldErrors } }.
   */
  mount(router, paths.changePassword, async (req, res) => {
    const body = req.body ?? {};
    try {
      const result = await changeOrResetPassword(ctx(req), {
        newPassword: body.new_password,
        confirmPassword: body.confirm_password,
        currentPassword: body.current_password,
        linkToken: bearerToken(req.headers.authorization) ?? null,
      });
      if (result.kind === 'changed') {
        res.json({ message: result.message });
        return;
      }
      res.json({
        message: result.message,
        response: { ...presentUser(result.user), token: result.token },
        token: result.token,
      });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      res.json({
        message: 'Failed',
        errors: { errors: error.fieldErrors.map((e) => e.message), fieldErrors: error.fieldErrors },
      });
    }
  });

  /**
   * Own account fields (first_name, last_name, email, post_nominal, organization; optional
   * current_password) -> the user. A new e-mail only becomes pending (`pending_email`) until the
   * link sent to it is opened; the legacy body (no current_password) still saves the rest.
   */
  mount(router, paths.editAccount, async (req, res) => {
    const body = req.body ?? {};
    const context = ctx(req);
    const user = await editAccount(
      context,
      {
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        postNominal: body.post_nominal,
        organization: body.organization,
        currentPassword: body.current_password,
      },
      { passwordForEmail: 'optional' },
    );
    res.json(presentOwnUser(user, context.clock()));
  });

  /** {token} (the link sent to the new address) -> { message, response: user, signed_in }. */
  mount(router, paths.confirmEmail, async (req, res) => {
    const context = ctx(req);
    const result = await confirmEmailChange(context, { token: req.body?.token });
    res.json({
      message: result.message,
      response: presentOwnUser(result.user, context.clock()),
      signed_in: result.signedIn,
    });
  });

  /** {token} (the link sent to the old address) -> { message, outcome: cancelled | reverted | nothing }. */
  mount(router, paths.cancelEmailChange, async (req, res) => {
    res.json(await cancelEmailChange(ctx(req), { token: req.body?.token }));
  });

  /** Signed in: the pending change's mails again -> the user. */
  mount(router, paths.resendEmailChange, async (req, res) => {
    const context = ctx(req);
    res.json(presentOwnUser(await resendEmailChange(context), context.clock()));
  });

  /** Signed in: forget the pending change -> the user. */
  mount(router, paths.discardEmailChange, async (req, res) => {
    const context = ctx(req);
    res.json(presentOwnUser(await discardEmailChange(context), context.clock()));
  });

  /** {email_notifications} -> { success: true, response: user }. */
  mount(router, paths.settings, async (req, res) => {
    const user = await updateSettings(ctx(req), { emailNotifications: req.body?.email_notifications });
    res.json({ success: true, response: presentUser(user) });
  });

  /** { message: 'Success', response: user }, or { message: 'Failed' } (the client logs out). */
  mount(router, paths.checkUser, async (req, res) => {
    const user = await checkUser(ctx(req));
    res.json(user ? { message: 'Success', response: presentUser(user) } : { message: 'Failed' });
  });

  return router;
}
