import {
  INITIAL_PASSWORD,
  roomLine,
  roomsFile,
  studentLine,
  studentsFile,
} from '../import-factories';
import type { Rows } from './row';

/** The dashboards, reports and activity, the lists' CSV files, and the office's imports. */
export const reportsImportsExportsRows: Rows = {
  // Each list's file holds what its list shows the caller; the leak check holds Y and B to that.
  'GET /api/hostels.csv': { access: 'staff' },
  'GET /api/rooms.csv': { access: 'staff' },
  'GET /api/students.csv': { access: 'staff' },
  'GET /api/complaints.csv': { access: 'signedInNotGuards' },
  'GET /api/activity.csv': { access: 'adminOnly' },
  'GET /api/admin/dashboard': { access: 'adminOnly' },
  // Figures only, each warden's over their hostels; the leak check holds Y to that.
  'GET /api/reports/occupancy': { access: 'staff' },
  'GET /api/reports/vacancies': { access: 'staff' },
  'GET /api/reports/occupancy-history': { access: 'staff' },
  'GET /api/reports/complaints': { access: 'staff' },
  'GET /api/reports/resolve-times': { access: 'staff' },
  'GET /api/reports/fee-collection': { access: 'staff' },
  'GET /api/warden/dashboard': { access: 'wardenOnly' },
  'GET /api/audit-entries': { access: 'adminOnly' },
  // The office saves a new student and a room of A's hostel, each file of one row.
  'GET /api/imports/students/template.csv': { access: 'adminOnly' },
  'GET /api/imports/rooms/template.csv': { access: 'adminOnly' },
  'POST /api/imports/students': {
    access: 'adminOnly',
    payload: () => ({
      file: studentsFile([studentLine()]),
      commit: true,
      initialPassword: INITIAL_PASSWORD,
    }),
  },
  'POST /api/imports/rooms': {
    access: 'adminOnly',
    payload: (w) => ({ file: roomsFile([roomLine()]), commit: true, hostel: w.hostel }),
  },
  'GET /api/student/dashboard': { access: 'studentOnly' },
};
