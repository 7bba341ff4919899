import type { ReactNode, Ref } from 'react';
import Box from '../../components/light/Box';
import Typography from '../../components/light/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { SkeletonBar } from '../../components/SkeletonBar';

/**
 * A heading of the merge page (the pair's, the suggestions', the merged list's, the rescan's): an h2 drawn as h6.
 *
 * @param props          Props.
 * @param props.id       Its id (its section's aria-labelledby).
 * @param props.focusRef Where the keyboard focus is put after a merge or dismiss: the heading takes it (tabIndex -1)
 *                       without an outline.
 * @param props.role     'status' where it says what is going on.
 * @param props.testId   Its test id.
 * @param props.sx       Its spacing.
 * @param props.children Its text.
 */
export function MergeHeading( {
	id,
	focusRef,
	role,
	testId,
	sx,
	children,
}: {
	id: string;
	focusRef?: Ref< HTMLHeadingElement >;
	role?: 'status';
	testId?: string;
	sx?: SxProps< Theme >;
	children: ReactNode;
} ) {
	return (
		<Typography
			id={ id }
			ref={ focusRef }
			tabIndex={ focusRef ? -1 : undefined }
			component="h2"
			variant="h6"
			role={ role }
			data-testid={ testId }
			sx={ focusRef ? { outline: 'none' } : sx }
		>
			{ children }
		</Typography>
	);
}

/** A merge list's first load: two grey lines, hidden from screen readers. */
export function TwoLineSkeleton() {
	return (
		<Box aria-hidden>
			<SkeletonBar width="70%" height={ 20 } />
			<SkeletonBar width="55%" height={ 20 } />
		</Box>
	);
}
