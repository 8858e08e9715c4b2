import type { RouteKey } from '../api-surface';
import type { TestApp } from '../test-app';
import type { World } from '../world';

/**
 * The kinds of caller the access matrix tries every route with (api-routes.access.test.ts):
 * warden X, guard X and mess manager X work in A's hostel; warden Y, guard Y and mess manager Y
 * in another.
 */
export type Caller =
  | 'anonymous'
  | 'studentA'
  | 'studentB'
  | 'wardenX'
  | 'wardenY'
  | 'guardX'
  | 'guardY'
  | 'messX'
  | 'messY'
  | 'admin';

/**
 * Who may call a route; the matrix's EXPECTED table says what each caller gets. 'thisMachine' is
 * everyone on the server's own machine, as every call of the matrix is; the matrix also makes
 * each caller's call from another address, which must be refused.
 */
export type Access =
  | 'public'
  | 'thisMachine'
  | 'signedIn'
  | 'signedInNotGuards'
  | 'studentOnly'
  | 'wardenOnly'
  | 'adminOnly'
  | 'staff'
  | 'staffInScope'
  | 'ownerOrStaffInScope'
  | 'ownerOrStaffSees'
  | 'staffSees'
  | 'ownerOnly'
  | 'accountOwnerOnly'
  | 'gateStaff'
  | 'gateStaffInScope'
  | 'messViews'
  | 'messViewsInScope'
  | 'messInScope';

export type Row = {
  access: Access;
  /** Fills `:id`; aimed at A's records wherever the route takes one. */
  id?: (w: World) => string;
  /** Fills the `*` of a wildcard route. */
  rest?: string;
  /** Fills the route's other `:name`s, beside `:id`. */
  params?: (w: World) => Record<string, string>;
  /** The query string a route needs, or how to make it from the world's records. */
  query?: string | ((w: World) => string);
  /** A valid body, made anew for each caller so that allowed writes do not collide. */
  payload?: (w: World, caller: Caller) => object;
  /** Puts A's records back as an allowed call needs them, after the call before it changed them. */
  arrange?: (w: World, caller: Caller, app: TestApp) => Promise<void>;
  /** What an allowed call answers when that is not a 2xx. */
  allowedStatus?: number;
};

/** An area's rows, each keyed 'METHOD /url' as the app's route table names the route. */
export type Rows = Record<RouteKey, Row>;
