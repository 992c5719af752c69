import type { HubApp, HubContext } from '../plugin.ts';
import { changePasswordRoute } from './change-password.ts';
import { loginRoutes } from './login.ts';
import { resetRoutes } from './reset.ts';
import { signupRoute } from './signup.ts';

/** /api/auth/* (signup, login, logout, user, forgot/reset/change password, reset tokens). */
export function authRoutes(app: HubApp, hub: HubContext): void {
  signupRoute(app, hub);
  loginRoutes(app, hub);
  resetRoutes(app, hub);
  changePasswordRoute(app, hub);
}
