import { COMPLAINT_CATEGORIES, COMPLAINT_PRIORITIES, COMPLAINT_STATUSES } from '@hms/shared/enums';

// One category list for the form and the filters alike (rule complaint-categories).
export const statusOptions = COMPLAINT_STATUSES.map((value) => ({ value, label: value }));
export const categoryOptions = COMPLAINT_CATEGORIES.map((value) => ({ value, label: value }));
export const priorityOptions = COMPLAINT_PRIORITIES.map((value) => ({ value, label: value }));
