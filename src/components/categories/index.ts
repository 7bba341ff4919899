export { ManageCategoriesDialog } from './ManageCategoriesDialog';
export type {
	CategorisedContact,
	ManageCategoriesDialogProps,
} from './ManageCategoriesDialog';
export { CategoryTriStateList, boxHint } from './CategoryTriStateList';
export type { CategoryTriStateListProps } from './CategoryTriStateList';
export { CategoryNameDialog } from './CategoryNameDialog';
export type { CategoryNameDialogProps } from './CategoryNameDialog';
