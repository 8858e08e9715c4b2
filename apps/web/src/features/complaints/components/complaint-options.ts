import { COMPLAINT_CATEGORIES, COMPLAINT_PRIORITIES, COMPLAINT_STATUSES } from '@hms/shared/enums';

// One category list for the form and the filters alike (rule complaint-categories).
export const statusOptions = COMPLAINT_STATUSES.map((value) => ({ value, label: value }));
export const categoryOptions = COMPLAINT_CATEGORIES.map((value) => ({ value, label: value }));
export const priorityOptions = COMPLAINT_PRIORITIES.map((value) => ({ value, label: value }));

/**
 * The status filter's extra choice on the office's screen: not a status, but the complaints still
 * Open or In Progress past their service target (docs/product-rules.md#service-targets).
 */
export const OVERDUE = 'overdue';
export const statusOrOverdueOptions = [...statusOptions, { value: OVERDUE, label: 'Overdue' }];
