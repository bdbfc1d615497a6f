// Staff write the membership plans' texts a member reads (name, description, benefits), each in English and in Urdu
// beside it. Each call's access, rules and answer (decision 016). Server and API docs only; browsers import this file
// as a type.
import { contract } from 'shared-api/contract';
import { Type } from 'shared-api/shapes';
import { idParams } from 'shared-api/validation/calls';
import { planAdminCalls } from './calls';
import { StaffPlan } from './shapes';
import { planSchema } from './staff-validation';

const planParams = idParams({ planId: 'a membership plan' });

export const planAdminContract = contract('staff', planAdminCalls, {
  getStaffPlans: { access: 'staff', summary: 'The membership plans, in the order their cards show, with their texts in English and Urdu', answer: Type.Array(StaffPlan) },
  getStaffPlan: { access: 'staff', summary: 'One plan as its form shows it', params: planParams, answer: StaffPlan },
  updatePlan: {
    access: 'staff',
    summary: 'Save a plan’s texts: its description and benefits in English, and its name, description and benefits in Urdu (each optional: Urdu pages show the English until it is written); audited',
    params: planParams,
    body: planSchema,
    answer: StaffPlan,
  },
});
