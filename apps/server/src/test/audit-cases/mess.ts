import { addDays, todayIn } from '@hms/shared/calendar-day';
import { bearer } from '../factories';
import { housedStudent } from './arrangements';
import { createMessManager } from '../staff-factories';
import type { AuditSetup, Case } from './case';

const meals = ['breakfast', 'lunch', 'dinner'];

/** A plan of the setup's hostel, added by the office. */
async function plan(s: AuditSetup, name = 'Veg'): Promise<string> {
  const response = await s.app.inject({
    method: 'POST',
    url: '/api/mess/plans',
    payload: { hostelId: s.hostel, name, monthlyRate: 3_200_00, meals },
    headers: bearer(s.office.token),
  });
  return response.json<{ data: { _id: string } }>().data._id;
}

/** The mess (docs/decisions/064): each plan's change, and the week's menu, is its own entry. */
export const messCases: Case[] = [
  {
    route: 'POST /api/mess/plans',
    // The answer names the new plan.
    arrange: async (s) => ({
      call: {
        method: 'POST',
        url: '/api/mess/plans',
        payload: { hostelId: s.hostel, name: 'Non-veg', monthlyRate: 3_800_00, meals },
        token: s.office.token,
      },
      entityId: '',
    }),
    action: 'messplan.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/mess/plans/:id',
    // Made by the hostel's mess manager, whose name the entry keeps.
    arrange: async (s) => {
      const id = await plan(s);
      const manager = await createMessManager(s.app, s.office.token, [s.hostel], {
        name: 'Gopal Iyer',
      });
      return {
        call: {
          method: 'PUT',
          url: `/api/mess/plans/${id}`,
          payload: { name: 'Veg', monthlyRate: 3_400_00, meals },
          token: manager.token,
        },
        entityId: id,
      };
    },
    action: 'messplan.update',
    actor: () => 'Gopal Iyer',
  },
  {
    route: 'DELETE /api/mess/plans/:id',
    arrange: async (s) => {
      const id = await plan(s, 'Jain');
      return {
        call: { method: 'DELETE', url: `/api/mess/plans/${id}`, token: s.office.token },
        entityId: id,
      };
    },
    action: 'messplan.delete',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/mess/menus/:id',
    arrange: async (s) => ({
      call: {
        method: 'PUT',
        url: `/api/mess/menus/${s.hostel}`,
        payload: { items: [{ weekday: 3, meal: 'dinner', dishes: 'Chapati, dal, aloo gobi' }] },
        token: s.office.token,
      },
      entityId: s.hostel,
    }),
    action: 'messmenu.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/mess/residents/:id/plan',
    // A resident of the setup's hostel joins a plan from tomorrow.
    arrange: async (s) => {
      const id = await plan(s, 'Half board');
      const resident = await housedStudent(s);
      return {
        call: {
          method: 'PUT',
          url: `/api/mess/residents/${resident}/plan`,
          payload: { planId: id, from: addDays(todayIn('Asia/Kolkata'), 1) },
          token: s.office.token,
        },
        entityId: resident,
      };
    },
    action: 'mess.enrol',
    actor: () => 'Asha Menon',
  },
];
