import * as staff from './staff-repository';

/** An administrator or a warden by id, as a complaint's assignee is checked. */
export const findStaffMember = staff.findStaffMember;
