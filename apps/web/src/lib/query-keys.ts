/**
 * The cache keys of the server's lists. They live here rather than in their features because a
 * change in one feature stales another's list (a new room changes its hostel's room count; a
 * renamed hostel is renamed on every room card; assigning a student fills a bed), and features do
 * not import each other.
 */
export const queryKeys = {
  hostels: ['hostels'],
  rooms: ['rooms'],
  students: ['students'],
  complaints: ['complaints'],
  /**
   * A complaint's timeline, followed by its id: apart from the lists, whose pages a change
   * rewrites in place; a status change or an assignment stales it.
   */
  timeline: ['complaint-timeline'],
  /** Stays in rooms: every move, check-out or swap stales them, as it does the students. */
  residencies: ['residencies'],
  /** Room requests, the student's own and the office's queue alike. */
  roomRequests: ['room-requests'],
  /** Notices: the office's list, a student's page and their dashboard's card. */
  notices: ['notices'],
  /** Leave applications, the student's own, the office's list and who is away. */
  leave: ['leave'],
  /**
   * The gate: who is inside now, the movements and the curfews, under one prefix, so that a scan
   * or a saved curfew stales them all.
   */
  gate: ['gate'],
  curfews: ['gate', 'curfews'],
  /** Roll-calls: one night's list, a hostel's nights and a student's; a mark stales them all. */
  rollCalls: ['roll-calls'],
  /**
   * The mess: each hostel's plans and week's menu, its residents' plans and meal counts, and a
   * student's own menu, under one prefix.
   */
  mess: ['mess'],
  messPlans: ['mess', 'plans'],
  messMenus: ['mess', 'menus'],
  /** A hostel's residents and their plans: a plan change or a plan's save stales them. */
  messResidents: ['mess', 'residents'],
  /** A hostel's week of meals to cook: any plan change or a plan's save stales it. */
  mealCounts: ['mess', 'meal-counts'],
  ownMenu: ['mess', 'own-menu'],
  /** The signed-in account's notifications: the bell's count and the Notifications page. */
  notifications: ['notifications'],
  /**
   * Fee accounts, ledgers, dues, collection, postings and receipts. Besides the fee screens' own
   * changes, any move, check-out or deactivation can charge a deposit or credit days not lived,
   * so every change stales them (lib/query-client.ts).
   */
  fees: ['fees'],
  wardens: ['wardens'],
  staff: ['staff'],
  /** The Reports page's figures: counted over everything, so every change stales them. */
  reports: ['reports'],
  /** The audit trail: every change adds to it, so every change stales it (lib/query-client.ts). */
  activity: ['activity'],
  /** Both dashboards, under one prefix so that one call stales them (see lib/query-client.ts). */
  dashboards: ['dashboards'],
  adminDashboard: ['dashboards', 'admin'],
  wardenDashboard: ['dashboards', 'warden'],
  studentDashboard: ['dashboards', 'student'],
  studentProfile: ['profile'],
  /** Guardians and emergency contacts: the student's own and a student's, seen by staff. */
  guardians: ['guardians'],
  serviceTargets: ['settings', 'service-targets'],
  /** The outbox on the Settings page: what was sent, what waits, what failed. */
  emailOutbox: ['email-outbox'],
  /** The signed-in user, followed by the token it was fetched with. */
  session: ['auth', 'me'],
} as const;
