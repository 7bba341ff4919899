import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import createCache from '@emotion/cache';
import Apple from '@mui/icons-material/Apple';
import Box from './Box';
import Button from './Button';
import IconButton from './IconButton';
import Link from './Link';
import Typography from './Typography';
import createSvgIcon from './createSvgIcon';
import { keptStyles, styleCache } from '../styleCache';
import { keyedClass, sxKey } from '../staticStyles';
import { prismTheme } from '../theme';
import { stylesOf } from '../../../tests/js/stylesOf';

const PATH = <path d="M0 0h24v24H0z" />;

describe( 'light Box', () => {
	it( 'draws its component with MUI’s class, the props passed on, and one class for its sx', () => {
		const ref = createRef< HTMLElement >();
		render(
			<Box
				component="section"
				ref={ ref }
				className="mine"
				aria-label="Box one"
				data-testid="box"
				sx={ { display: 'flex', gap: 1, color: 'text.secondary' } }
			/>
		);
		const box = screen.getByTestId( 'box' );
		expect( box.tagName ).toBe( 'SECTION' );
		expect( ref.current ).toBe( box );
		expect( box ).toHaveClass( 'mine', 'MuiBox-root' );
		expect( box ).toHaveAttribute( 'aria-label', 'Box one' );
		// The theme's spacing and palette, as MUI's sx reads them.
		const styles = stylesOf( box );
		expect( styles ).toContain( 'display:flex' );
		expect( styles ).toContain( `gap:${ prismTheme().spacing( 1 ) }` );
		expect( styles ).toContain(
			`color:${ prismTheme().palette.text.secondary }`
		);
	} );

	it( 'gives the same sx the same class and another sx another', () => {
		render(
			<>
				<Box data-testid="a" sx={ { p: 2 } } />
				<Box data-testid="b" sx={ { p: 2 } } />
				<Box data-testid="c" sx={ { p: 3 } } />
			</>
		);
		const name = ( id: string ) => screen.getByTestId( id ).className;
		expect( name( 'a' ) ).toBe( name( 'b' ) );
		expect( name( 'a' ) ).not.toBe( name( 'c' ) );
	} );

	it( 'works out an sx with a function of the theme, as MUI’s Box does', () => {
		render(
			<Box
				data-testid="f"
				sx={ { p: ( theme ) => theme.spacing( 5 ) } }
			/>
		);
		const box = screen.getByTestId( 'f' );
		expect( box ).toHaveClass( 'MuiBox-root' );
		expect( stylesOf( box ) ).toContain(
			`padding:${ prismTheme().spacing( 5 ) }`
		);
		expect( sxKey( { p: () => 1 } ) ).toBeNull();
		expect( sxKey( [ { p: 1 }, false ] ) ).toBe( '[{"p":1},false]' );
		expect( sxKey( undefined ) ).toBe( '' );
	} );
} );

describe( 'light Typography', () => {
	it( 'draws the variant’s tag with MUI’s classes and the variant’s type', () => {
		render(
			<Typography variant="subtitle2" data-testid="t" id="heading">
				Words
			</Typography>
		);
		const text = screen.getByTestId( 't' );
		expect( text.tagName ).toBe( 'H6' );
		expect( text ).toHaveClass(
			'MuiTypography-root',
			'MuiTypography-subtitle2'
		);
		expect( text ).toHaveAttribute( 'id', 'heading' );
		const styles = stylesOf( text );
		expect( styles ).toContain( 'margin:0' );
		expect( styles ).toContain(
			`font-size:${ prismTheme().typography.subtitle2.fontSize }`
		);
	} );

	it( 'applies a colour given as a palette path, a palette name or a text colour', () => {
		const { palette } = prismTheme();
		render(
			<>
				<Typography data-testid="path" color="text.secondary">
					a
				</Typography>
				<Typography data-testid="name" color="error">
					b
				</Typography>
				<Typography data-testid="mui" color="textSecondary">
					c
				</Typography>
			</>
		);
		expect( stylesOf( screen.getByTestId( 'path' ) ) ).toContain(
			`color:${ palette.text.secondary }`
		);
		expect( stylesOf( screen.getByTestId( 'name' ) ) ).toContain(
			`color:${ palette.error.main }`
		);
		expect( stylesOf( screen.getByTestId( 'mui' ) ) ).toContain(
			`color:${ palette.text.secondary }`
		);
	} );

	it( 'writes its sx after the variant’s styles, so the sx wins', () => {
		render(
			<Typography
				variant="body2"
				component="span"
				data-testid="t"
				sx={ { fontSize: '0.8125rem' } }
			>
				Small
			</Typography>
		);
		const text = screen.getByTestId( 't' );
		expect( text.tagName ).toBe( 'SPAN' );
		const styles = stylesOf( text );
		expect( styles.lastIndexOf( 'font-size:0.8125rem' ) ).toBeGreaterThan(
			styles.indexOf( 'font-size:' )
		);
	} );

	it( 'sets alignment, gutter and no-wrap as MUI does', () => {
		render(
			<Typography data-testid="t" align="center" gutterBottom noWrap>
				Centred
			</Typography>
		);
		const text = screen.getByTestId( 't' );
		expect( text ).toHaveClass(
			'MuiTypography-alignCenter',
			'MuiTypography-gutterBottom',
			'MuiTypography-noWrap'
		);
		const styles = stylesOf( text );
		expect( styles ).toContain( 'text-align:center' );
		expect( styles ).toContain( 'margin-bottom:0.35em' );
		expect( styles ).toContain( 'white-space:nowrap' );
	} );
} );

describe( 'light icons', () => {
	it( 'draw a plain svg as MUI’s SvgIcon does, hidden from screen readers', () => {
		const Icon = createSvgIcon( PATH, 'Test' );
		const { container } = render(
			<Icon fontSize="small" color="primary" className="mine" />
		);
		const svg = container.querySelector( 'svg' )!;
		expect( svg ).toHaveClass(
			'MuiSvgIcon-root',
			'MuiSvgIcon-fontSizeSmall',
			'MuiSvgIcon-colorPrimary',
			'mine'
		);
		expect( svg ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( svg ).toHaveAttribute( 'focusable', 'false' );
		expect( svg ).toHaveAttribute( 'viewBox', '0 0 24 24' );
		expect( svg.querySelector( 'path' ) ).not.toBeNull();
		const styles = stylesOf( svg );
		expect( styles ).toContain( 'fill:currentColor' );
		expect( styles ).toContain(
			`font-size:${ prismTheme().typography.pxToRem( 20 ) }`
		);
		expect( styles ).toContain(
			`color:${ prismTheme().palette.primary.main }`
		);
	} );

	it( 'name themselves to screen readers with a title, and take the caller’s aria-hidden', () => {
		const Icon = createSvgIcon( PATH, 'Test' );
		render(
			<>
				<Icon titleAccess="Imported from Google" />
				<Icon aria-hidden={ false } data-testid="shown" />
			</>
		);
		expect(
			screen.getByRole( 'img', { name: 'Imported from Google' } )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'shown' ) ).toHaveAttribute(
			'aria-hidden',
			'false'
		);
	} );

	it( 'write their sx after their own styles, in one class', () => {
		const Icon = createSvgIcon( PATH, 'Test' );
		const { container } = render(
			<Icon fontSize="small" sx={ { fontSize: 18, ml: 1 } } />
		);
		const styles = stylesOf( container.querySelector( 'svg' )! );
		expect( styles ).toContain( 'margin-left' );
		expect( styles.lastIndexOf( 'font-size:18px' ) ).toBeGreaterThan(
			styles.indexOf(
				`font-size:${ prismTheme().typography.pxToRem( 20 ) }`
			)
		);
	} );

	it( 'are what @mui/icons-material’s icons are made of in the build', () => {
		// Jest runs MUI's own createSvgIcon (webpack.config.js puts PRISM's in its place): the icon still draws.
		const { container } = render( <Apple /> );
		expect( container.querySelector( 'svg path' ) ).not.toBeNull();
	} );
} );

describe( 'light IconButton', () => {
	it( 'is a named button that does not submit, with MUI’s classes and size', () => {
		const onClick = jest.fn();
		render(
			<form onSubmit={ () => onClick( 'submitted' ) }>
				<IconButton
					size="small"
					aria-label="Edit or delete category Family"
					aria-haspopup="menu"
					onClick={ () => onClick( 'clicked' ) }
					sx={ { ml: 0.25 } }
				>
					<Apple fontSize="small" />
				</IconButton>
			</form>
		);
		const button = screen.getByRole( 'button', {
			name: 'Edit or delete category Family',
		} );
		expect( button ).toHaveAttribute( 'type', 'button' );
		expect( button ).toHaveAttribute( 'aria-haspopup', 'menu' );
		expect( button ).toHaveClass(
			'MuiIconButton-root',
			'MuiIconButton-sizeSmall'
		);
		button.click();
		expect( onClick ).toHaveBeenCalledWith( 'clicked' );
		expect( onClick ).not.toHaveBeenCalledWith( 'submitted' );
		const styles = stylesOf( button );
		expect( styles ).toContain( 'border-radius:50%' );
		expect( styles ).toContain( 'padding:5px' );
		expect( styles ).toContain( 'focus-visible' );
		expect( styles.indexOf( 'margin-left' ) ).toBeGreaterThan(
			styles.indexOf( 'margin:0' )
		);
	} );
} );

describe( 'light IconButton in a colour', () => {
	it( 'draws its icon and hover in the palette colour, and names it in MUI’s class', () => {
		const { palette } = prismTheme();
		render(
			<IconButton color="primary" aria-label="More ways to sort">
				<Apple />
			</IconButton>
		);
		const button = screen.getByRole( 'button', {
			name: 'More ways to sort',
		} );
		expect( button ).toHaveClass( 'MuiIconButton-colorPrimary' );
		const styles = stylesOf( button );
		expect( styles ).toContain( `color:${ palette.primary.main }` );
		expect( styles ).toContain( 'rgba(63, 79, 181, 0.04)' );
	} );
} );

describe( 'light Button', () => {
	it( 'is a button that does not submit, with MUI’s classes, its icons and the theme’s type', () => {
		const onClick = jest.fn();
		const ref = createRef< HTMLButtonElement >();
		render(
			<form onSubmit={ () => onClick( 'submitted' ) }>
				<Button
					ref={ ref }
					variant="outlined"
					size="small"
					fullWidth
					startIcon={ <Apple data-testid="start" /> }
					endIcon={ <Apple data-testid="end" /> }
					onClick={ () => onClick( 'clicked' ) }
					aria-pressed
				>
					Import Contacts
				</Button>
			</form>
		);
		const button = screen.getByRole( 'button', {
			name: 'Import Contacts',
		} );
		expect( ref.current ).toBe( button );
		expect( button ).toHaveAttribute( 'type', 'button' );
		expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( button ).toHaveClass(
			'MuiButton-root',
			'MuiButton-outlined',
			'MuiButton-sizeSmall',
			'MuiButton-colorPrimary',
			'MuiButton-fullWidth'
		);
		// The icons in MUI's spans, before and after the label.
		expect( screen.getByTestId( 'start' ).parentElement ).toHaveClass(
			'MuiButton-icon',
			'MuiButton-startIcon'
		);
		expect( screen.getByTestId( 'end' ).parentElement ).toHaveClass(
			'MuiButton-endIcon'
		);
		expect( button.firstElementChild ).toBe(
			screen.getByTestId( 'start' ).parentElement
		);
		button.click();
		expect( onClick ).toHaveBeenCalledWith( 'clicked' );
		expect( onClick ).not.toHaveBeenCalledWith( 'submitted' );
		const styles = stylesOf( button );
		// The theme's button type (no capitals, semi-bold), the small outlined padding, half-strength border.
		expect( styles ).toContain( 'text-transform:none' );
		expect( styles ).toContain( 'font-weight:600' );
		expect( styles ).toContain( 'padding:3px 9px' );
		expect( styles ).toContain( 'border-color:rgba(63, 79, 181, 0.5)' );
		expect( styles ).toContain( 'width:100%' );
		expect( styles ).toContain( 'border-radius:10px' );
		expect( styles ).toContain( 'focus-visible' );
		// ButtonBase's reset comes first, so the variant's padding wins.
		expect( styles.indexOf( 'padding:3px 9px' ) ).toBeGreaterThan(
			styles.indexOf( 'padding:0' )
		);
	} );

	it( 'fills a contained button with the palette colour, darker on hover, and greys it out when disabled', () => {
		const { palette } = prismTheme();
		render(
			<>
				<Button variant="contained" disabled>
					Add Contact
				</Button>
				<Button color="error">Delete</Button>
				<Button color="inherit" size="small" sx={ { mt: '-4px' } }>
					Retry
				</Button>
			</>
		);
		const add = screen.getByRole( 'button', { name: 'Add Contact' } );
		expect( add ).toBeDisabled();
		expect( add ).toHaveClass( 'Mui-disabled', 'MuiButton-contained' );
		const filled = stylesOf( add );
		expect( filled ).toContain( `color:${ palette.primary.contrastText }` );
		expect( filled ).toContain(
			`background-color:${ palette.primary.main }`
		);
		expect( filled ).toContain(
			`&:hover{background-color:${ palette.primary.dark };}`
		);
		expect( filled ).toContain(
			`background-color:${ palette.action.disabledBackground }`
		);

		const remove = stylesOf(
			screen.getByRole( 'button', { name: 'Delete' } )
		);
		expect( remove ).toContain( `color:${ palette.error.main }` );
		expect( remove ).toContain( 'padding:6px 8px' );

		const retry = screen.getByRole( 'button', { name: 'Retry' } );
		expect( retry ).toHaveClass( 'MuiButton-colorInherit' );
		const inherited = stylesOf( retry );
		expect( inherited ).toContain( 'color:inherit' );
		expect( inherited ).toContain( 'margin-top:-4px' );
	} );
} );

describe( 'light buttons with an href', () => {
	it( 'are links, out of the tab order and marked when disabled', () => {
		render(
			<>
				<IconButton
					href="https://example.com/a%20b"
					target="_blank"
					rel="noopener noreferrer"
					aria-label="Jennifer on LinkedIn (opens in a new tab)"
				>
					<Apple />
				</IconButton>
				<Button href="/prism/contact/" variant="outlined" disabled>
					Back to the list
				</Button>
			</>
		);
		const social = screen.getByRole( 'link', {
			name: 'Jennifer on LinkedIn (opens in a new tab)',
		} );
		expect( social ).toHaveAttribute( 'href', 'https://example.com/a%20b' );
		expect( social ).toHaveAttribute( 'target', '_blank' );
		expect( social ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect( social ).not.toHaveAttribute( 'type' );
		expect( social ).toHaveClass( 'MuiIconButton-root' );
		const back = screen.getByRole( 'link', { name: 'Back to the list' } );
		expect( back ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( back ).toHaveAttribute( 'tabindex', '-1' );
		expect( back ).toHaveClass( 'Mui-disabled', 'MuiButton-outlined' );
		expect( stylesOf( back ) ).toContain( '&.Mui-disabled' );
	} );
} );

describe( 'light Link', () => {
	it( 'is a link with MUI’s classes, the primary colour above the site theme’s, and its underline', () => {
		const { palette } = prismTheme();
		render(
			<>
				<Link href="/a%20b" data-testid="always" target="_blank">
					Always
				</Link>
				<Link
					href="/b"
					underline="hover"
					color="inherit"
					variant="body2"
					data-testid="hover"
				>
					Hover
				</Link>
			</>
		);
		const always = screen.getByRole( 'link', { name: 'Always' } );
		expect( always ).toHaveAttribute( 'href', '/a%20b' );
		expect( always ).toHaveAttribute( 'target', '_blank' );
		expect( always ).toHaveClass(
			'MuiLink-root',
			'MuiLink-underlineAlways'
		);
		const styles = stylesOf( always );
		expect( styles ).toContain( 'text-decoration:underline' );
		expect( styles ).toContain( `&&{color:${ palette.primary.main };}` );
		expect( styles ).toContain( '&:focus-visible' );

		const hover = screen.getByTestId( 'hover' );
		expect( hover ).toHaveClass(
			'MuiTypography-body2',
			'MuiLink-underlineHover'
		);
		const hoverStyles = stylesOf( hover );
		expect( hoverStyles ).toContain( 'text-decoration:none' );
		expect( hoverStyles ).toContain( '&&{color:inherit;}' );
	} );
} );

describe( 'keptStyles', () => {
	afterEach( () => {
		jest.restoreAllMocks();
		window.localStorage.clear();
	} );

	it( 'keeps the rules, their styles’ names and the keyed classes, and puts them back for the next page', () => {
		jest.spyOn( keptStyles, 'build' ).mockReturnValue( 'build-1' );
		const name = keyedClass( 'test-kept', () => ( {
			color: 'rebeccapurple',
		} ) );
		const cache = styleCache();
		keptStyles.savedCount = 0;
		keptStyles.save( cache );
		const kept = JSON.parse(
			window.localStorage.getItem( 'prism-styles' )!
		);
		expect( kept.build ).toBe( 'build-1' );
		expect( kept.css ).toContain( `.${ name }` );
		expect( kept.css ).toContain( 'rebeccapurple' );
		expect( kept.classes ).toContainEqual( [ 'test-kept', name ] );

		// The next page: a new cache, told the kept styles are in, with their rules in one style element.
		keptStyles.classes = new Map();
		const next = createCache( { key: 'prism' } );
		keptStyles.restore( next );
		expect( next.inserted[ name.replace( 'prism-', '' ) ] ).toBe( true );
		expect( keptStyles.classes.get( 'test-kept' ) ).toBe( name );
		expect(
			document.querySelector( 'style[data-prism-styles="build-1"]' )
				?.textContent
		).toContain( 'rebeccapurple' );
	} );

	it( 'ignores rules kept by another build', () => {
		jest.spyOn( keptStyles, 'build' ).mockReturnValue( 'build-2' );
		window.localStorage.setItem(
			'prism-styles',
			JSON.stringify( {
				build: 'build-1',
				names: [ 'abc' ],
				css: '.prism-abc{color:red}',
				classes: [ [ 'k', 'prism-abc' ] ],
			} )
		);
		const next = createCache( { key: 'prism' } );
		keptStyles.restore( next );
		expect( next.inserted.abc ).toBeUndefined();
	} );
} );
