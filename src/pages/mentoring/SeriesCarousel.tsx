import { useEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import Slider from 'react-slick';
import Box from '../../components/light/Box';
import IconButton from '../../components/light/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { __, sprintf } from '@wordpress/i18n';
import type { MentoringSeries } from '../../api/types';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatNumber } from '../../domain/locale';
import {
	MENTORING_CAROUSEL,
	carouselColumns,
	isSlideInView,
	lastCarouselStart,
} from '../../domain/mentoring';
import { SeriesSlide } from './SeriesSlide';

/*
 * What slick-carousel's stylesheet does, drawn with the theme instead (that stylesheet is not a dependency): the list
 * clips the track, the track lays the slides in a row of equal height, gutters between slides.
 */
const SLICK_STYLES = {
	minWidth: 0,
	'& .slick-slider': {
		position: 'relative',
		display: 'block',
		boxSizing: 'border-box',
		userSelect: 'none',
		touchAction: 'pan-y',
		WebkitTapHighlightColor: 'transparent',
	},
	'& .slick-list': {
		position: 'relative',
		display: 'block',
		overflow: 'hidden',
		m: 0,
		mx: -1,
		p: 0,
	},
	'& .slick-track': {
		position: 'relative',
		top: 0,
		left: 0,
		display: 'flex',
		alignItems: 'stretch',
	},
	'& .slick-slide': {
		height: 'auto',
		minHeight: '1px',
		outline: 'none',
		'& > div': { height: '100%' },
	},
} as const;

/**
 * The 'Available Mentoring Series' carousel (react-slick). It moves one series every 6000 ms and stops at the last
 * (no loop); 2 series side by side from the desktop breakpoint, 1 below it, chosen from the width at the first
 * render. It pauses while hovered or while something in it has the focus, never moves by itself for a member who
 * asks for reduced motion, and has Previous, Pause/Play and Next buttons and one dot per position. Series out of
 * view are inert (not focusable, not read).
 *
 * @param props        Props.
 * @param props.series The series, in the order offered.
 */
export function SeriesCarousel( { series }: { series: MentoringSeries[] } ) {
	const theme = useTheme();
	const desktop = useMediaQuery(
		theme.breakpoints.up( MENTORING_CAROUSEL.desktopFrom ),
		{ noSsr: true }
	);
	const reducedMotion = useMediaQuery( '(prefers-reduced-motion: reduce)', {
		noSsr: true,
	} );
	const columns = carouselColumns( desktop );
	const count = series.length;
	const last = lastCarouselStart( count, columns );
	const movable = count > columns;
	const slider = useRef< Slider >( null );
	// The position belongs to a column count: the slider starts again at the first series when the count changes.
	const [ position, setPosition ] = useState( { columns, index: 0 } );
	const current = position.columns === columns ? position.index : 0;
	const [ paused, setPaused ] = useState( reducedMotion );
	const [ hovered, setHovered ] = useState( false );
	const [ focused, setFocused ] = useState( false );
	const running = movable && ! paused && ! hovered && ! focused;
	const rotating = running && current < last;

	useEffect( () => {
		if ( running ) {
			slider.current?.slickPlay();
		} else {
			slider.current?.slickPause();
		}
	}, [ running, columns ] );

	// Keyboard focus pauses it (WAI-ARIA carousel pattern); a click on one of its buttons does not keep it paused.
	const onFocus = ( event: FocusEvent< HTMLElement > ) => {
		let keyboard = true;
		try {
			keyboard = event.target.matches( ':focus-visible' );
		} catch {
			// A browser without :focus-visible: any focus pauses it.
		}
		if ( keyboard ) {
			setFocused( true );
		}
	};

	const onBlur = ( event: FocusEvent< HTMLElement > ) => {
		if (
			! event.currentTarget.contains( event.relatedTarget as Node | null )
		) {
			setFocused( false );
		}
	};

	const positions = Array.from( { length: last + 1 }, ( _, i ) => i );

	return (
		<Box
			component="section"
			aria-roledescription={ __( 'carousel', 'prism' ) }
			aria-label={ __( 'Available Mentoring Series', 'prism' ) }
			data-testid="series-carousel"
			data-current={ current }
			data-columns={ columns }
			data-rotating={ rotating ? 'true' : 'false' }
			onMouseEnter={ () => setHovered( true ) }
			onMouseLeave={ () => setHovered( false ) }
			onFocus={ onFocus }
			onBlur={ onBlur }
			sx={ SLICK_STYLES }
		>
			<Box
				sx={ visuallyHidden }
				aria-live={ rotating ? 'off' : 'polite' }
				aria-atomic="true"
			>
				{ sprintf(
					/* translators: 1: the first series in view; 2: how many series there are. */
					__( 'Series %1$s of %2$s', 'prism' ),
					formatNumber( current + 1 ),
					formatNumber( count )
				) }
			</Box>
			<Slider
				key={ columns }
				ref={ slider }
				autoplay={ movable }
				autoplaySpeed={ MENTORING_CAROUSEL.autoplaySpeed }
				infinite={ MENTORING_CAROUSEL.infinite }
				slidesToShow={ columns }
				slidesToScroll={ 1 }
				speed={ reducedMotion ? 0 : MENTORING_CAROUSEL.speed }
				arrows={ false }
				dots={ false }
				pauseOnHover={ false }
				pauseOnFocus={ false }
				pauseOnDotsHover={ false }
				beforeChange={ ( _, next ) =>
					setPosition( {
						columns,
						index: Math.min( Math.max( 0, next ), last ),
					} )
				}
			>
				{ series.map( ( item, index ) => {
					const inView = isSlideInView( index, current, columns );
					return (
						<Box
							key={ item.id }
							role="group"
							aria-roledescription={ __( 'slide', 'prism' ) }
							aria-label={ sprintf(
								/* translators: 1: a series' place in the carousel; 2: how many series there are. */
								__( '%1$s of %2$s', 'prism' ),
								formatNumber( index + 1 ),
								formatNumber( count )
							) }
							inert={ ! inView }
							data-testid="series-slide"
							data-in-view={ inView ? 'true' : 'false' }
							sx={ {
								px: 1,
								height: '100%',
								verticalAlign: 'top',
							} }
						>
							<SeriesSlide series={ item } />
						</Box>
					);
				} ) }
			</Slider>

			{ movable && (
				<Box
					sx={ {
						display: 'flex',
						alignItems: 'center',
						justifyContent: 'center',
						gap: 1,
						mt: 1.5,
						flexWrap: 'wrap',
					} }
					data-testid="carousel-controls"
				>
					<IconButton
						onClick={ () => slider.current?.slickPrev() }
						disabled={ current <= 0 }
						aria-label={ __( 'Previous series', 'prism' ) }
					>
						<ChevronLeft />
					</IconButton>
					<IconButton
						onClick={ () => setPaused( ! paused ) }
						disabled={ current >= last }
						aria-label={
							paused
								? __( 'Play the carousel', 'prism' )
								: __( 'Pause the carousel', 'prism' )
						}
						data-testid="carousel-play-pause"
					>
						{ paused ? <PlayArrow /> : <Pause /> }
					</IconButton>
					<Box
						component="ul"
						sx={ {
							display: 'flex',
							gap: 0.5,
							listStyle: 'none',
							p: 0,
							m: 0,
						} }
					>
						{ positions.map( ( index ) => (
							<li key={ index }>
								<Box
									component="button"
									type="button"
									onClick={ () =>
										slider.current?.slickGoTo( index )
									}
									aria-label={ sprintf(
										/* translators: %s: a mentoring series' name. */
										__( 'Show %s', 'prism' ),
										series[ index ]?.name ?? ''
									) }
									aria-current={
										index === current ? 'true' : undefined
									}
									sx={ {
										width: 24,
										height: 24,
										p: 0,
										border: 0,
										bgcolor: 'transparent',
										cursor: 'pointer',
										display: 'grid',
										placeItems: 'center',
										borderRadius: '50%',
										// The dot of the series in view is a longer bar, not only
										// another colour; the others keep 3:1 against the page.
										'&::after': {
											content: '""',
											width: index === current ? 18 : 10,
											height: 10,
											borderRadius: '5px',
											bgcolor:
												index === current
													? 'primary.main'
													: '#8a8a8a',
										},
										'&:focus-visible': {
											outline: 2,
											outlineColor: 'primary.main',
										},
									} }
								/>
							</li>
						) ) }
					</Box>
					<IconButton
						onClick={ () => slider.current?.slickNext() }
						disabled={ current >= last }
						aria-label={ __( 'Next series', 'prism' ) }
					>
						<ChevronRight />
					</IconButton>
				</Box>
			) }
		</Box>
	);
}
