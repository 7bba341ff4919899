/**
 * A search box drawn like MUI's small outlined input, from a native input: the contact list shows one, and MUI's
 * InputBase family (with its multi-line autosizing) costs 10 KB gzipped there. Typing, the clear button and
 * submitting behave as in any search field; the label is the input's aria-label.
 */
import { __ } from '@wordpress/i18n';
import type { ChangeEvent } from 'react';
import Box from './light/Box';
import IconButton from './light/IconButton';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';

export interface SearchFieldProps {
	value: string;
	onChange: ( value: string ) => void;
	onClear: () => void;
	label: string;
	placeholder?: string;
	maxLength?: number;
	/** The input's id (a skip link's target). */
	id?: string;
}

export function SearchField( {
	value,
	onChange,
	onClear,
	label,
	placeholder,
	maxLength,
	id,
}: SearchFieldProps ) {
	return (
		<Box
			sx={ {
				display: 'flex',
				alignItems: 'center',
				gap: 1,
				height: 40,
				pl: 1.5,
				pr: 0.5,
				border: 1,
				borderColor: 'rgba(0, 0, 0, 0.23)',
				borderRadius: 1,
				bgcolor: 'background.paper',
				color: 'text.secondary',
				'&:hover': { borderColor: 'text.primary' },
				'&:focus-within': {
					borderColor: 'primary.main',
					boxShadow: ( theme ) =>
						`inset 0 0 0 1px ${ theme.palette.primary.main }`,
				},
			} }
		>
			<Search aria-hidden fontSize="small" />
			<Box
				component="input"
				type="search"
				id={ id }
				value={ value }
				onChange={ ( event: ChangeEvent< HTMLInputElement > ) =>
					onChange( event.target.value )
				}
				placeholder={ placeholder }
				aria-label={ label }
				maxLength={ maxLength }
				enterKeyHint="search"
				sx={ {
					flex: 1,
					minWidth: 0,
					height: '100%',
					p: 0,
					border: 0,
					outline: 0,
					bgcolor: 'transparent',
					color: 'text.primary',
					font: 'inherit',
					fontSize: '1rem',
					'&::placeholder': { color: 'text.secondary', opacity: 1 },
					'&::-webkit-search-cancel-button': { display: 'none' },
				} }
			/>
			{ value && (
				<IconButton
					size="small"
					aria-label={ __( 'Clear search', 'prism' ) }
					onClick={ onClear }
				>
					<Clear fontSize="small" />
				</IconButton>
			) }
		</Box>
	);
}
